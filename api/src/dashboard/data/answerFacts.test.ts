/**
 * answer_facts (migration 0007) stays what its answers and their visits say after every kind of write: answers
 * inserted, updated and deleted (one row and many in one statement), a visit moved to another date, to no date or
 * to another client, a visit deleted; and after the visits moved, a shared widget statement (charts.ts) counts what
 * each widget alone (store.ts) counts, on the facts the drift check holds to the answers.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../auth/session.js';
import { rows } from '../../db/client.js';
import { freshDatabase, type TestDatabase } from '../../testing/harness.js';
import { buildClient, buildForm, buildProject, buildVisit, formOption, formQuestion } from '../../testing/factories.js';
import { scopeConditions } from '../../storeVisit/visit/tenancy.js';
import { sharedChartsData } from './charts.js';
import { chartData, numberData, percentageData } from './store.js';

const DAY = 86_400_000;
const choice = formQuestion('radio-button-input', 'Condition', { options: [formOption('Good'), formOption('Bad')] });
const boxes = formQuestion('checkbox-input', 'Products', { options: [formOption('A'), formOption('B')] });
const count = formQuestion('numeric-int-input', 'Testers');
const photo = formQuestion('photo-input', 'Shelf');

let database: TestDatabase;
const ids: Record<string, number> = {};
let otherClient = 0;

/** Facts that differ from what their answers and visits say, and answers without a fact. */
async function drift(): Promise<unknown[]> {
  const db = database.db;
  return rows(
    db,
    sql`SELECT a.id AS answer, f.answer_id AS fact FROM answers a JOIN store_visits v ON v.id = a.store_visit_id
      FULL JOIN answer_facts f ON f.answer_id = a.id
      WHERE a.id IS NULL OR f.answer_id IS NULL
        OR f.store_visit_id <> a.store_visit_id OR f.question_canonical_key IS DISTINCT FROM a.question_canonical_key
        OR f.question_uuid <> a.question_uuid OR f.answer_value IS DISTINCT FROM a.answer_value
        OR f.client_id <> v.client_id OR f.visit_date <> coalesce(v.expected_checkin_time, '-infinity')
        OR f.media <> coalesce(a.answer_value ~ '^[0-9A-Za-z]{8}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{12}$', false)
        OR f.options IS DISTINCT FROM (CASE WHEN a.answer_value LIKE '[%' THEN a.answer_value::jsonb END)`,
  );
}

beforeAll(async () => {
  database = await freshDatabase();
  const db = database.db;
  const client = await buildClient(db);
  otherClient = (await buildClient(db)).id;
  const project = await buildProject(db, { clientId: client.id });
  const form = await buildForm(db, { tenancyClientId: client.id, questions: [choice, boxes, count, photo] });
  for (const [name, days] of [
    ['V1', 1],
    ['V2', 3],
    ['V3', 40],
  ] as const) {
    const row = await buildVisit(db, {
      clientId: client.id,
      projectId: project.id,
      formId: form.id,
      reviewState: 3,
      expectedCheckinTime: new Date(Date.now() - days * DAY),
      answers: [
        { question: choice, value: days === 3 ? 'Bad' : 'Good' },
        { question: boxes, value: '["A","B"]' },
        { question: count, value: String(days) },
        { question: photo, value: randomUUID() },
      ],
    });
    ids[name] = row.id;
  }
});
afterAll(async () => database.drop());

describe('answer_facts', () => {
  it('holds every answer with its visit once the visits are written', async () => {
    expect(await drift()).toEqual([]);
    const [n] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM answer_facts`);
    expect(n.n).toBe(12);
  });

  it('follows answers inserted, updated and deleted, one and many at a time', async () => {
    const db = database.db;
    await db.execute(sql`UPDATE answers SET answer_value = 'Bad' WHERE store_visit_id = ${ids.V1}
      AND question_canonical_key = ${choice.canonicalKey}`);
    await db.execute(
      sql`UPDATE answers SET answer_value = '["B"]' WHERE question_canonical_key = ${boxes.canonicalKey}`,
    );
    await db.execute(sql`UPDATE answers SET answer_value = 'not a uuid' WHERE store_visit_id = ${ids.V2}
      AND question_canonical_key = ${photo.canonicalKey}`);
    await db.execute(sql`INSERT INTO answers (store_visit_id, question_uuid, question_canonical_key, answer_value)
      VALUES (${ids.V1}, ${photo.uuid}, ${photo.canonicalKey}, ${randomUUID()}),
        (${ids.V2}, ${count.uuid}, ${count.canonicalKey}, '4')`);
    await db.execute(
      sql`DELETE FROM answers WHERE store_visit_id = ${ids.V3} AND question_canonical_key = ${choice.canonicalKey}`,
    );
    expect(await drift()).toEqual([]);
  });

  it('follows a visit moved to another date, to no date, to another client, and one deleted', async () => {
    const db = database.db;
    await db.execute(
      sql`UPDATE store_visits SET expected_checkin_time = now() - interval '50 days' WHERE id = ${ids.V2}`,
    );
    expect(await drift()).toEqual([]);
    await db.execute(sql`UPDATE store_visits SET expected_checkin_time = NULL WHERE id = ${ids.V1}`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`UPDATE store_visits SET client_id = ${otherClient} WHERE id = ${ids.V3}`);
    expect(await drift()).toEqual([]);
    // Back where they were, with the review state changed in the same statement.
    await db.execute(sql`UPDATE store_visits SET expected_checkin_time = now() - interval '2 days', review_state = 3
      WHERE id IN (${ids.V1}, ${ids.V2})`);
    expect(await drift()).toEqual([]);
  });

  it('gives the shared statement what each widget alone counts, the visits moved', async () => {
    const db = database.db;
    const staff: Session = {
      user: { id: 1, email: 'a', name: 'a', roleId: 1, roleName: 'Administrator', clientId: null, isClient: false },
      tenancy: { clientId: null, projectId: null },
    };
    await db.execute(sql`UPDATE store_visits SET expected_checkin_time = NULL WHERE id = ${ids.V2}`);
    for (const conditions of [
      scopeConditions(staff),
      [...scopeConditions(staff), sql`v.expected_checkin_time >= now() - interval '10 days'`],
      [...scopeConditions(staff), sql`v.client_id = ${otherClient}`],
    ]) {
      const [pie, bar, sum, share] = await sharedChartsData(db, conditions, [
        { kind: 'chart', key: choice.canonicalKey, group: null },
        { kind: 'chart', key: boxes.canonicalKey, group: sql`v.client_id` },
        { kind: 'sum', key: count.canonicalKey },
        { kind: 'percentage' },
      ]);
      expect(pie).toEqual({ kind: 'chart', ...(await chartData(db, conditions, choice.canonicalKey, null)) });
      expect(bar).toEqual({
        kind: 'chart',
        ...(await chartData(db, conditions, boxes.canonicalKey, sql`v.client_id`)),
      });
      expect(sum).toEqual({ kind: 'sum', ...(await numberData(db, conditions, count.canonicalKey)) });
      const alone = await percentageData(db, conditions);
      expect(share).toEqual({ kind: 'percentage', approved: alone.approved, total: alone.total });
    }
    await db.execute(sql`DELETE FROM store_visits WHERE id = ${ids.V3}`);
    expect(await drift()).toEqual([]);
  });
});
