/**
 * media_marks (migration 0013) stays what its visits' metaJson mark lists say after every kind of write: visits
 * inserted (one and many in one statement), their metaJson replaced, edited in one list, emptied or made a scalar,
 * other columns changed, and visits deleted. Entries without a uuid and lists that are not lists hold no mark;
 * uuids are kept lower-cased, as the widgets compare them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MEDIA_MARK_LISTS } from '../../db/tables/mediaMarks.js';
import { freshDatabase, type TestDatabase } from '../../testing/harness.js';
import { buildVisit } from '../../testing/factories.js';

let database: TestDatabase;

/** Marks that differ from what the visits' lists say, computed here in TypeScript from each visit's metaJson. */
async function drift(): Promise<{ expected: string[]; stored: string[] }> {
  const db = database.db;
  const visits = await rows<{ id: number; meta_json: unknown }>(db, sql`SELECT id, meta_json FROM store_visits`);
  const expected: string[] = [];
  for (const v of visits) {
    const meta = v.meta_json;
    if (!meta || typeof meta !== 'object' || Array.isArray(meta)) continue;
    for (const list of MEDIA_MARK_LISTS) {
      const entries = (meta as Record<string, unknown>)[list];
      if (!Array.isArray(entries)) continue;
      for (const e of entries) {
        const uuid = e && typeof e === 'object' && !Array.isArray(e) ? (e as Record<string, unknown>).uuid : null;
        if (uuid === null || uuid === undefined) continue;
        expected.push(`${v.id} ${list} ${(typeof uuid === 'string' ? uuid : JSON.stringify(uuid)).toLowerCase()}`);
      }
    }
  }
  const stored = await rows<{ m: string }>(
    db,
    sql`SELECT store_visit_id || ' ' || list || ' ' || uuid AS m FROM media_marks`,
  );
  return { expected: expected.sort(), stored: stored.map((r) => r.m).sort() };
}

async function expectNoDrift() {
  const { expected, stored } = await drift();
  expect(stored).toEqual(expected);
}

const ids: number[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  const db = database.db;
  for (const meta of [
    { starPhotos: [{ uuid: 'AAAAAAAA-1111-2222-3333-444444444444' }], blockVideos: [{ uuid: 'v-1' }, { uuid: 'v-2' }] },
    { flaggedPhotos: [{ uuid: 'p-1' }, { note: 'no uuid' }, 'a string', 7, null], starredVideos: 'not a list' },
    {},
  ])
    ids.push((await buildVisit(db, { meta })).id);
});
afterAll(async () => database.drop());

describe('media_marks', () => {
  it('holds the marks of the visits written', async () => {
    const { stored } = await drift();
    expect(stored).toContain(`${ids[0]} starPhotos aaaaaaaa-1111-2222-3333-444444444444`);
    expect(stored.filter((m) => m.startsWith(`${ids[1]} `))).toEqual([`${ids[1]} flaggedPhotos p-1`]);
    await expectNoDrift();
  });

  it('follows a metaJson replaced, edited in one list, emptied, made a scalar, and other columns changed', async () => {
    const db = database.db;
    await db.execute(sql`UPDATE store_visits SET meta_json = jsonb_set(meta_json, '{blockPhotos}',
      '[{"uuid": "B-1"}, {"uuid": "b-2"}]') WHERE id = ${ids[2]}`);
    await expectNoDrift();
    await db.execute(sql`UPDATE store_visits SET meta_json = meta_json - 'blockVideos' WHERE id = ${ids[0]}`);
    await expectNoDrift();
    await db.execute(sql`UPDATE store_visits SET meta_json = '"scalar"' WHERE id = ${ids[1]}`);
    await expectNoDrift();
    await db.execute(sql`UPDATE store_visits SET review_state = 3 WHERE id = ${ids[0]}`);
    await expectNoDrift();
    // Many in one statement, every visit's lists changed.
    await db.execute(sql`UPDATE store_visits SET meta_json = jsonb_build_object('flagVideos',
      jsonb_build_array(jsonb_build_object('uuid', 'F-' || id)))`);
    await expectNoDrift();
  });

  it('follows visits inserted many at a time and deleted', async () => {
    const db = database.db;
    await db.execute(sql`INSERT INTO store_visits (event_id, client_id, project_id, form_id, talent_id, meta_json)
      SELECT 'EV-copy-' || id, client_id, project_id, form_id, talent_id, meta_json || '{"starPhotos": [{"uuid": "S"}]}'
      FROM store_visits`);
    await expectNoDrift();
    await db.execute(sql`DELETE FROM store_visits WHERE event_id LIKE 'EV-copy-%' OR id = ${ids[2]}`);
    await expectNoDrift();
    const [n] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM media_marks`);
    expect(n.n).toBe(2);
  });
});
