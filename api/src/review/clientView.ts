/**
 * What a client user may receive of a report's answers and media (spec 001 §6, spec 002 §6): never the
 * answers of internal questions (isHidden, and everything under them), never blocked photos or videos.
 * Blocked media answers keep their place with no value and `blocked: true`, so the page can show the
 * spec's placeholder; documents answer a placeholder record with no url (see docs/DECISIONS.md).
 */
import { sql } from 'drizzle-orm';
import { rows, type Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';
import { blockedUuids, hiddenQuestionUuids } from './rules.js';

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

interface VisitView {
  hidden: Set<string>;
  blocked: Set<string>;
}

/** Hidden questions (from each visit's form) and blocked media (from each visit's metaJson), by visit id. */
export async function visitViews(db: Queryable, visitIds: number[]): Promise<Map<number, VisitView>> {
  if (visitIds.length === 0) return new Map();
  const found = await rows<{ id: number; form_id: number | null; meta_json: unknown }>(
    db,
    sql`/* reviewVisitViews */
    SELECT v.id, v.form_id, v.meta_json FROM store_visits v WHERE v.id IN (${list(visitIds)})`,
  );
  const formIds = [...new Set(found.map((v) => v.form_id).filter((id): id is number => id !== null))];
  const forms = formIds.length
    ? await rows<{ id: number; content: unknown }>(
        db,
        sql`/* reviewFormContents */ SELECT id, content FROM forms WHERE id IN (${list(formIds)})`,
      )
    : [];
  const hiddenByForm = new Map(forms.map((f) => [f.id, hiddenQuestionUuids(f.content)]));
  return new Map(
    found.map((v) => [
      v.id,
      {
        hidden: (v.form_id !== null ? hiddenByForm.get(v.form_id) : undefined) ?? new Set<string>(),
        blocked: blockedUuids(v.meta_json),
      },
    ]),
  );
}

interface AnswerLike {
  storeVisitId: number;
  questionUuid: string;
  answerValue: string | null;
}

/**
 * The answers a client user may receive: internal questions' answers left out, blocked media answers
 * with no value and `blocked: true`. Staff get every answer unchanged.
 */
export async function answersForCaller<T extends AnswerLike>(
  db: Queryable,
  s: Session,
  answers: T[],
): Promise<(T & { blocked?: true })[]> {
  if (!s.user.isClient || answers.length === 0) return answers;
  const views = await visitViews(db, [...new Set(answers.map((a) => a.storeVisitId))]);
  const out: (T & { blocked?: true })[] = [];
  for (const a of answers) {
    const view = views.get(a.storeVisitId);
    if (!view || view.hidden.has(a.questionUuid.toLowerCase())) continue;
    if (a.answerValue && view.blocked.has(a.answerValue.toLowerCase()))
      out.push({ ...a, answerValue: null, blocked: true });
    else out.push(a);
  }
  return out;
}

export type MediaAccess = 'visible' | 'blocked';

export interface MediaUse {
  uuid: string;
  storeVisitId: number;
  questionUuid: string;
  formId: number | null;
}

/** The answers of visits the caller may see that hold one of these document uuids (lower-case). */
export async function mediaUses(db: Queryable, s: Session, uuids: string[]): Promise<MediaUse[]> {
  if (uuids.length === 0) return [];
  const found = await rows<{ uuid: string; store_visit_id: number; question_uuid: string; form_id: number | null }>(
    db,
    // The answers holding these uuids first (answers_document_idx), then their visits by key: left to itself the
    // planner walked every visit of the client and probed the uuid list per visit (3.5 s for 400 uuids).
    sql`/* reviewMediaUses */
    WITH a AS MATERIALIZED (
      SELECT answer_value, store_visit_id, question_uuid, id FROM answers
      WHERE length(answer_value) = 36 AND answer_value IN (${list(uuids)}))
    SELECT a.answer_value AS uuid, a.store_visit_id, a.question_uuid::text AS question_uuid, v.form_id
    FROM a JOIN store_visits v ON v.id = a.store_visit_id
    WHERE ${whereAll(scopeConditions(s))}
    ORDER BY a.store_visit_id, a.id`,
  );
  return found.map((r) => ({
    uuid: r.uuid.toLowerCase(),
    storeVisitId: r.store_visit_id,
    questionUuid: r.question_uuid,
    formId: r.form_id,
  }));
}

/**
 * For a client user: which of these document uuids they may receive. A document is reachable only as the
 * answer to a non-internal question of a visit they may see; it is blocked when any such visit blocks it.
 * Documents reachable no other way (another client's photos, builder attachments) are absent.
 */
export async function clientMediaAccess(db: Queryable, s: Session, uuids: string[]): Promise<Map<string, MediaAccess>> {
  const uses = await mediaUses(db, s, uuids);
  const views = await visitViews(db, [...new Set(uses.map((u) => u.storeVisitId))]);
  const access = new Map<string, MediaAccess>();
  for (const u of uses) {
    const view = views.get(u.storeVisitId);
    if (!view || view.hidden.has(u.questionUuid.toLowerCase())) continue;
    if (view.blocked.has(u.uuid)) access.set(u.uuid, 'blocked');
    else if (!access.has(u.uuid)) access.set(u.uuid, 'visible');
  }
  return access;
}
