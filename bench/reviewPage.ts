/**
 * The review page (web/src/features/review/graphql/review.graphql, ReviewPage) measured two more ways than its
 * GraphQL query: its SQL floor — the api's own reads of what the page shows, in-process, one after the other (the
 * report with its days and submissions, what the viewer may do, its answers and their documents, its form, feedback,
 * rejections and activity) — and the REST call the gateway makes for it: one GET storeVisit/reviewParts with the
 * report and every part the query reads (gateway/src/domains/review/page.ts). reviewPageRestBefore is the eight
 * calls in three rounds the gateway made before (the report, then the rest side by side, then the documents), kept
 * to compare.
 */
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../api/src/db/client.js';
import type { Session } from '../api/src/auth/session.js';
import { presentedVisit } from '../api/src/storeVisit/visit/read.js';
import { viewerCanOf } from '../api/src/review/actions.js';
import { answersOfVisits } from '../api/src/answer/store.js';
import { liveDocumentsByUuids } from '../api/src/document/store.js';
import { feedbackOf, rejectionsOf } from '../api/src/review/feedback.js';
import { activityOf } from '../api/src/activity/store.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const documentUuids = (values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => !!v && uuidPattern.test(v)).map((v) => v.toLowerCase())),
];

export async function reviewPageFloor(db: Db, s: Session, id: number): Promise<void> {
  const visit = await presentedVisit(db, s, id);
  await viewerCanOf(db, s, id);
  const answers = await answersOfVisits(db, [id]);
  const uuids = documentUuids(answers.map((a) => a.answerValue));
  if (uuids.length) await liveDocumentsByUuids(db, uuids);
  if (visit.formId) await rows(db, sql`SELECT * FROM forms WHERE id = ${visit.formId}`);
  await feedbackOf(db, id);
  await rejectionsOf(db, id);
  await activityOf(db, id, 200);
}

type Rest = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/** The parts ReviewPage reads (web/src/features/review/graphql/review.graphql), as the gateway asks for them. */
export const REVIEW_PAGE_PARTS = 'visit,viewerCan,feedback,rejections,form,activity,answers,documents';

export async function reviewPageRest(rest: Rest, id: number): Promise<void> {
  await rest('GET', `/api/v2/storeVisit/reviewParts?ids=${id}&include=${REVIEW_PAGE_PARTS}&activityLimit=200`);
}

export async function reviewPageRestBefore(rest: Rest, id: number): Promise<void> {
  const visit = await rest<{ formId: number | null }>('GET', `/api/v2/storeVisit/id/${id}`);
  const [answers] = await Promise.all([
    rest<{ answerValue: string | null }[]>('GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${id}`),
    rest('GET', `/api/v2/storeVisit/id/${id}/review/viewerCan`),
    rest('GET', `/api/v2/svrfeedback/getfeedback/id/${id}`),
    rest('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${id}`),
    rest('GET', `/api/v2/storeVisit/id/${id}/activity?limit=200`),
    visit.formId ? rest('GET', `/api/v2/form/ids/${visit.formId}?status=1,2,3`) : null,
  ]);
  const uuids = documentUuids(answers.map((a) => a.answerValue));
  if (uuids.length) await rest('POST', '/api/v2/document/uuids', { uuids });
}
