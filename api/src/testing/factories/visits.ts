/** Factories of store visits (with answers, submissions and days), documents, meal breaks, feedback, rejections. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import {
  answers,
  documents,
  feedback,
  feedbackTexts,
  forms,
  mealPeriods,
  rejections,
  storeVisitEvents,
  storeVisits,
  storeVisitSubmissions,
} from '../../db/schema.js';
import { urlOfKey, writeStored } from '../../document/fileStore.js';
import { buildForm } from './forms.js';
import { buildClient, buildProject, buildTalent, DAY } from './people.js';

export interface VisitAnswer {
  question: { uuid: string; canonicalKey: string };
  value: string | null;
}

/**
 * A store visit. Unless given: a form (of a new client), a project of that client, a new talent, expected
 * yesterday, submitted an hour after its check-out and in review state 1 (Waiting for Approval; 0 is not
 * submitted and leaves check-in, check-out and submission empty; 4 is rejected at its submission; 5,
 * Resubmitted, is stored as 1 submitted again after a rejection). `answers` are stored with it; `days`
 * makes it a multi-day visit of that many days; `meta` is merged into its metaJson (store, retailer…).
 */
export async function buildVisit(
  db: Db,
  overrides: Partial<typeof storeVisits.$inferInsert> & {
    answers?: VisitAnswer[];
    days?: number;
    meta?: Record<string, unknown>;
  } = {},
) {
  const { answers: given = [], days = 0, meta = {}, ...values } = overrides;
  const formId =
    values.formId === undefined
      ? (await buildForm(db, values.clientId ? { tenancyClientId: values.clientId } : {})).id
      : values.formId;
  let clientId = values.clientId;
  if (clientId === undefined && formId !== null) {
    const [form] = await db.select().from(forms).where(eq(forms.id, formId));
    clientId = form.tenancyClientId ?? undefined;
  }
  clientId ??= (await buildClient(db)).id;
  const projectId = values.projectId ?? (await buildProject(db, { clientId })).id;
  const talentId = values.talentId === undefined ? (await buildTalent(db)).id : values.talentId;
  // 5 (Resubmitted) is stored as 1 with a submission after its rejection; 4 (Rejected) has its rejection.
  const asked = values.reviewState ?? 1;
  const reviewState = asked === 5 ? 1 : asked;
  const submitted = reviewState !== 0;
  const expected = values.expectedCheckinTime ?? new Date(Date.now() - DAY);
  const duration = values.expectedDurationMinutes ?? 120;
  const checkin = submitted ? new Date(expected.getTime() + 10 * 60_000) : null;
  const checkout = checkin ? new Date(checkin.getTime() + duration * 60_000) : null;
  const submittedAt = checkout ? new Date(Math.min(checkout.getTime() + 3_600_000, Date.now() - 60_000)) : null;
  const rejectedAt =
    submittedAt && asked === 4
      ? submittedAt
      : submittedAt && asked === 5
        ? new Date(submittedAt.getTime() - 30 * 60_000)
        : null;
  const [row] = await db
    .insert(storeVisits)
    .values({
      eventId: `EV-${randomUUID().slice(0, 8)}`,
      rejectedCounter: rejectedAt ? 1 : 0,
      lastRejectedDate: rejectedAt,
      approvedDate: asked === 3 ? submittedAt : null,
      svrType: days > 1 ? 1 : 0,
      expectedDurationMinutes: duration,
      actualCheckinTime: checkin,
      actualCheckoutTime: checkout,
      actualCheckinLatitude: checkin ? 41.88 : null,
      actualCheckinLongitude: checkin ? -87.63 : null,
      actualCheckinDistanceKm: checkin ? 0.05 : null,
      lastSubmissionDate: submittedAt,
      formState: { visitedQuestions: [], feedback: { message: '', questions: {} } },
      timestamp: submittedAt ?? expected,
      ...values,
      metaJson: {
        reviewedBy: null,
        retailer: 'Target',
        doorLocation: 'Chicago Downtown',
        doorNumber: '1000',
        address1: '100 Main St',
        city: 'Chicago',
        zip: '60601',
        state: 'IL',
        mealBreak: [],
        flagPhotos: [],
        starPhotos: [],
        blockPhotos: [],
        flagVideos: [],
        starVideos: [],
        blockVideos: [],
        rotateVideos: [],
        ...(values.metaJson as object | undefined),
        ...meta,
        reviewState,
      },
      reviewState,
      expectedCheckinTime: expected,
      formId,
      clientId,
      projectId,
      talentId,
    })
    .returning();
  if (submittedAt && asked === 5)
    await db
      .insert(storeVisitSubmissions)
      .values({ storeVisitId: row.id, submittedAt: new Date(submittedAt.getTime() - 60 * 60_000) });
  if (submittedAt) await db.insert(storeVisitSubmissions).values({ storeVisitId: row.id, submittedAt });
  for (let d = 0; days > 1 && d < days; d++) {
    const day = new Date(expected.getTime() + d * DAY);
    await db.insert(storeVisitEvents).values({
      storeVisitId: row.id,
      eventId: `${row.eventId}-${d + 1}`,
      expectedCheckinTime: day,
      expectedDurationMinutes: duration,
      actualCheckinTime: submitted ? day : null,
      actualCheckoutTime: submitted ? new Date(day.getTime() + duration * 60_000) : null,
    });
  }
  const answerRows = given.length
    ? await db
        .insert(answers)
        .values(
          given.map((a) => ({
            storeVisitId: row.id,
            questionUuid: a.question.uuid,
            questionCanonicalKey: a.question.canonicalKey,
            answerValue: a.value,
          })),
        )
        .returning()
    : [];
  return { ...row, answers: answerRows };
}

/** A JPEG of `width`×`height` pixels of one colour. */
export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

/**
 * A stored document (an image unless `type` says otherwise). With `filesDir` (the harness's
 * filesDir(api.config)) a real JPEG (`width`×`height`, 64×48 unless given) is written at its storage key,
 * so /files, thumbnails and zips find it.
 */
export async function buildDocument(
  db: Db,
  overrides: Partial<typeof documents.$inferInsert> & { filesDir?: string; width?: number; height?: number } = {},
) {
  const { filesDir, width, height, ...values } = overrides;
  const uuid = values.uuid ?? randomUUID();
  const storageKey = values.storageKey ?? `test/${uuid}.jpg`;
  if (filesDir) await writeStored(filesDir, storageKey, await jpeg(width, height));
  const [row] = await db
    .insert(documents)
    .values({
      title: 'photo.jpg',
      size: 1000,
      url: urlOfKey(storageKey),
      type: 'image',
      mimeType: 'image/jpeg',
      ...values,
      uuid,
      storageKey,
    })
    .returning();
  return row;
}

/** A 30-minute meal break of a visit, an hour after its check-in unless `startTime` says otherwise. */
export async function buildMealPeriod(
  db: Db,
  overrides: Partial<typeof mealPeriods.$inferInsert> & { storeVisitId: number; talentId: number },
) {
  const [visit] = await db.select().from(storeVisits).where(eq(storeVisits.id, overrides.storeVisitId));
  const start =
    overrides.startTime ??
    new Date((visit.actualCheckinTime ?? visit.expectedCheckinTime ?? new Date()).getTime() + 3_600_000);
  const [row] = await db
    .insert(mealPeriods)
    .values({ endTime: new Date(start.getTime() + 30 * 60_000), waived: 0, ...overrides, startTime: start })
    .returning();
  return row;
}

/** Feedback on a visit with one text by `by` (a user row). */
export async function buildFeedback(
  db: Db,
  overrides: { storeVisitId: number; by: { name: string; email: string }; text?: string; feedbackStatus?: number },
) {
  const [row] = await db
    .insert(feedback)
    .values({
      canonicalKey: randomUUID(),
      storeVisitId: overrides.storeVisitId,
      feedbackStatus: overrides.feedbackStatus ?? 0,
    })
    .returning();
  const [text] = await db
    .insert(feedbackTexts)
    .values({
      feedbackCanonicalKey: row.canonicalKey,
      feedbackText: overrides.text ?? 'Please retake the after photo.',
      createdBy: overrides.by.name,
      createdByEmail: overrides.by.email,
    })
    .returning();
  return { ...row, texts: [text] };
}

/** A rejection of a visit by `by` (a user row). */
export async function buildRejection(
  db: Db,
  overrides: { storeVisitId: number; by: { id: number; email: string }; rejectedDate?: Date },
) {
  const [visit] = await db.select().from(storeVisits).where(eq(storeVisits.id, overrides.storeVisitId));
  const [row] = await db
    .insert(rejections)
    .values({
      storeVisitId: visit.id,
      eventId: visit.eventId,
      userId: overrides.by.id,
      rejectedBy: overrides.by.email,
      rejectedDate: overrides.rejectedDate ?? new Date(),
    })
    .returning();
  return row;
}
