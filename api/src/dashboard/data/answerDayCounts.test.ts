/**
 * answer_day_counts (migration 0009) stays what its answers and their visits say after every kind of write: answers
 * inserted, updated (value, question, visit) and deleted, one row and many in one statement; a visit changed in each
 * counted column (date, no date, client, status, privacy, form, review state as its filter reads it, retailer, month)
 * and deleted. Each write is followed by the drift check, so a dropped or wrong trigger fails it. Then dayCounts.ts
 * gives what store.ts counts from the visits, for the conditions it takes, and takes no others.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../auth/session.js';
import { rows } from '../../db/client.js';
import { freshDatabase, type TestDatabase } from '../../testing/harness.js';
import { buildClient, buildForm, buildProject, buildVisit, formOption, formQuestion } from '../../testing/factories.js';
import { compileFilters } from '../../storeVisit/filters/compile.js';
import { scopeConditions } from '../../storeVisit/visit/tenancy.js';
import { countable, countedGroup, dayCountsData } from './dayCounts.js';
import { chartData, groupPathSql, monthSql, numberData } from './store.js';

const DAY = 86_400_000;
const choice = formQuestion('radio-button-input', 'Condition', { options: [formOption('Good'), formOption('Bad')] });
const boxes = formQuestion('checkbox-input', 'Products', { options: [formOption('A'), formOption('B')] });
const count = formQuestion('numeric-int-input', 'Testers');

let database: TestDatabase;
const ids: Record<string, number> = {};
let clientId = 0;
let otherClient = 0;
let otherForm = 0;
let formId = 0;

const staffOf = (): Session => ({
  user: { id: 1, email: 'a', name: 'a', roleId: 1, roleName: 'Administrator', clientId: null, isClient: false },
  tenancy: { clientId: null, projectId: null },
});

/** Counts that differ from the answers counted afresh (the migration's backfill), either way. */
async function drift(): Promise<unknown[]> {
  return rows(
    database.db,
    sql`WITH fresh AS (
      SELECT a.question_canonical_key, v.client_id, date_trunc('day', v.expected_checkin_time, 'UTC') AS day, v.status,
        v.privacy, v.form_id, answer_day_review_state(v.review_state, v.last_rejected_date, v.last_submission_date) AS review_state,
        v.meta_json->>'retailer' AS retailer, to_char(v.timestamp AT TIME ZONE 'UTC', 'YYYY-MM') AS month, l.label,
        count(*)::int AS n, coalesce(sum(l.num), 0) AS num_sum, sum(l.num_n)::int AS num_n
      FROM answers a JOIN store_visits v ON v.id = a.store_visit_id CROSS JOIN LATERAL answer_day_labels(a.answer_value) l
      WHERE a.question_canonical_key IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ), kept AS (
      SELECT question_canonical_key, client_id, day, status, privacy, form_id, review_state, retailer, month, label, n,
        num_sum, num_n FROM answer_day_counts
    )
    (SELECT 'missing' AS drift, * FROM (SELECT * FROM fresh EXCEPT SELECT * FROM kept) m)
    UNION ALL (SELECT 'extra', * FROM (SELECT * FROM kept EXCEPT SELECT * FROM fresh) e)`,
  );
}

beforeAll(async () => {
  database = await freshDatabase();
  const db = database.db;
  const client = await buildClient(db);
  clientId = client.id;
  otherClient = (await buildClient(db)).id;
  const project = await buildProject(db, { clientId });
  const form = await buildForm(db, { tenancyClientId: clientId, questions: [choice, boxes, count] });
  formId = form.id;
  otherForm = (await buildForm(db, { tenancyClientId: clientId, questions: [choice, boxes, count] })).id;
  for (const [name, days, retailer] of [
    ['V1', 1, 'Target'],
    ['V2', 3, 'Walmart'],
    ['V3', 40, null],
  ] as const) {
    const row = await buildVisit(db, {
      clientId,
      projectId: project.id,
      formId: form.id,
      reviewState: 3,
      expectedCheckinTime: new Date(Date.now() - days * DAY),
      meta: retailer ? { retailer } : {},
      answers: [
        { question: choice, value: days === 3 ? 'Bad' : 'Good' },
        { question: boxes, value: '["A","B"]' },
        { question: count, value: days === 40 ? ' 2.50 ' : String(days) },
      ],
    });
    ids[name] = row.id;
  }
});
afterAll(async () => database.drop());

describe('answer_day_counts', () => {
  it('counts every answer once the visits are written', async () => {
    expect(await drift()).toEqual([]);
    const [n] = await rows<{ n: number }>(
      database.db,
      sql`SELECT sum(n)::int AS n FROM answer_day_counts WHERE label IS NULL`,
    );
    expect(n.n).toBe(9);
  });

  it('follows answers inserted, updated and deleted, one and many at a time', async () => {
    const db = database.db;
    const writes: SQL[] = [
      sql`UPDATE answers SET answer_value = 'Bad' WHERE store_visit_id = ${ids.V1} AND question_canonical_key = ${choice.canonicalKey}`,
      sql`UPDATE answers SET answer_value = '[]' WHERE question_canonical_key = ${boxes.canonicalKey}`,
      sql`UPDATE answers SET answer_value = '["B", "B"]' WHERE store_visit_id = ${ids.V2} AND question_canonical_key = ${boxes.canonicalKey}`,
      sql`UPDATE answers SET answer_value = NULL WHERE store_visit_id = ${ids.V3} AND question_canonical_key = ${choice.canonicalKey}`,
      sql`UPDATE answers SET answer_value = answer_value WHERE store_visit_id = ${ids.V1}`,
      sql`INSERT INTO answers (store_visit_id, question_uuid, question_canonical_key, answer_value)
        VALUES (${ids.V1}, ${count.uuid}, ${count.canonicalKey}, '7'), (${ids.V2}, ${count.uuid}, ${count.canonicalKey}, 'x'),
          (${ids.V3}, ${choice.uuid}, ${choice.canonicalKey}, '  Good ')`,
      sql`UPDATE answers SET store_visit_id = ${ids.V2} WHERE store_visit_id = ${ids.V1} AND answer_value = '7'`,
      sql`UPDATE answers SET question_canonical_key = ${choice.canonicalKey} WHERE store_visit_id = ${ids.V2} AND answer_value = 'x'`,
      sql`DELETE FROM answers WHERE store_visit_id = ${ids.V3} AND question_canonical_key = ${choice.canonicalKey} AND answer_value IS NULL`,
      sql`DELETE FROM answers WHERE answer_value = '7' OR answer_value = 'x'`,
    ];
    for (const write of writes) {
      await db.execute(write);
      expect(await drift()).toEqual([]);
    }
  });

  it('follows a visit changed in each counted column, and one deleted', async () => {
    const db = database.db;
    const writes: SQL[] = [
      sql`UPDATE store_visits SET expected_checkin_time = now() - interval '50 days' WHERE id = ${ids.V2}`,
      sql`UPDATE store_visits SET expected_checkin_time = NULL WHERE id = ${ids.V1}`,
      sql`UPDATE store_visits SET client_id = ${otherClient} WHERE id = ${ids.V3}`,
      sql`UPDATE store_visits SET status = 0 WHERE id = ${ids.V3}`,
      sql`UPDATE store_visits SET privacy = 1 - privacy WHERE id = ${ids.V2}`,
      sql`UPDATE store_visits SET form_id = ${otherForm} WHERE id = ${ids.V2}`,
      sql`UPDATE store_visits SET review_state = 1, last_rejected_date = now() - interval '2 days',
        last_submission_date = now() - interval '1 day' WHERE id = ${ids.V1}`,
      sql`UPDATE store_visits SET last_submission_date = now() - interval '3 days' WHERE id = ${ids.V1}`,
      sql`UPDATE store_visits SET meta_json = meta_json || '{"retailer": "Costco"}' WHERE id IN (${ids.V1}, ${ids.V2})`,
      sql`UPDATE store_visits SET meta_json = meta_json - 'retailer' WHERE id = ${ids.V2}`,
      sql`UPDATE store_visits SET timestamp = timestamp - interval '65 days' WHERE id = ${ids.V1}`,
      sql`UPDATE store_visits SET expected_checkin_time = now() - interval '2 days', status = 1, client_id = ${clientId}
        WHERE id IN (${ids.V1}, ${ids.V2}, ${ids.V3})`,
    ];
    for (const write of writes) {
      await db.execute(write);
      expect(await drift()).toEqual([]);
    }
    const gone = await buildVisit(db, {
      clientId,
      formId,
      answers: [
        { question: choice, value: 'Good' },
        { question: count, value: '5' },
      ],
    });
    expect(await drift()).toEqual([]);
    await db.execute(sql`DELETE FROM store_visits WHERE id = ${gone.id}`);
    expect(await drift()).toEqual([]);
  });

  it('counts what store.ts counts from the visits, for the conditions it takes', async () => {
    const db = database.db;
    const staff: Session = {
      user: { id: 1, email: 'a', name: 'a', roleId: 1, roleName: 'Administrator', clientId: null, isClient: false },
      tenancy: { clientId: null, projectId: null },
    };
    const clientUser: Session = {
      user: { id: 2, email: 'c', name: 'c', roleId: 3, roleName: 'Client', clientId, isClient: true },
      tenancy: { clientId, projectId: null },
    };
    const today = new Date().toISOString().slice(0, 10);
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
    const [client] = await rows<{ name: string }>(db, sql`SELECT name FROM clients WHERE id = ${clientId}`);
    const date = (from: string, to: string, exclude = false) => ({
      label: 'Visit Date',
      path: 'expectedCheckinTime',
      type: 'Date',
      data: [from, `${to} 23:59:59`],
      exclude,
    });
    const filterSets = [
      [],
      [date(ago(3), today)],
      [date(ago(1), today, true)],
      [
        { label: 'Client Name', path: 'metaJson.corporation', type: 'String', data: [client.name] },
        date(ago(60), today),
      ],
      [{ label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3, 5] }],
    ];
    for (const s of [staff, clientUser])
      for (const filters of filterSets) {
        const conditions = [...scopeConditions(s), ...compileFilters(filters, false)];
        expect(countable(conditions)).toBe(true);
        for (const group of [null, monthSql, groupPathSql('metaJson.retailer', false)?.expr ?? null]) {
          for (const key of [choice.canonicalKey, boxes.canonicalKey, count.canonicalKey]) {
            const counted = await dayCountsData(db, conditions, key, countedGroup(group) ?? sql`NULL`);
            expect(counted?.chart).toEqual(await chartData(db, conditions, key, group));
            expect(counted?.sum).toEqual(await numberData(db, conditions, key));
          }
        }
      }
  });

  it('leaves the counting to store.ts in a session whose days are not UTC days', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TimeZone = 'America/New_York'`);
      expect(await dayCountsData(tx, scopeConditions(staffOf()), choice.canonicalKey, sql`NULL::text`)).toBeNull();
    });
    expect(
      await dayCountsData(database.db, scopeConditions(staffOf()), choice.canonicalKey, sql`NULL::text`),
    ).not.toBeNull();
  });

  it('takes no condition on what the rows do not carry', () => {
    expect(countable([sql`v.project_id = ${1}`])).toBe(false);
    expect(countable([sql`v.review_state = ${3}`])).toBe(false);
    expect(countable([sql`v.expected_checkin_time >= now() - interval '10 days'`])).toBe(false);
    expect(countable([sql`v.last_submission_date >= ${'2026-01-01'}::date`])).toBe(false);
    expect(countable(compileFilters([{ label: 'Retailer', path: 'metaJson.retailer', data: ['X'] }], false))).toBe(
      false,
    );
    expect(countedGroup(sql`v.project_id::text`)).toBeUndefined();
  });
});
