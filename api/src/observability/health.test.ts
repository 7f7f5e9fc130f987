import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../testing/harness.js';
import { databaseCheck, migrationsCheck, runChecks } from './health.js';

const journal = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
  'meta',
  '_journal.json',
);
let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

describe('readiness checks', () => {
  it('finds the database reachable and every migration of the journal applied', async () => {
    expect(await runChecks({ database: databaseCheck(database.db), migrations: migrationsCheck(database.db) })).toEqual(
      { database: 'ok', migrations: 'ok' },
    );
  });

  it('says how far behind the database is when the build has a newer migration', async () => {
    const entries = JSON.parse(readFileSync(journal, 'utf8')).entries as { when: number; tag: string }[];
    const newer = [...entries, { idx: entries.length, version: '7', when: Date.now() + 1000, tag: '9999_next' }];
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'svr-journal-')), '_journal.json');
    writeFileSync(file, JSON.stringify({ version: '7', dialect: 'postgresql', entries: newer }));
    expect(await migrationsCheck(database.db, file)()).toBe(
      `${entries.length} of ${newer.length} migrations applied: the database is behind this build`,
    );
  });

  it('turns a failing or hanging check into a sentence, within the bound', async () => {
    const results = await runChecks({
      broken: async () => {
        throw new Error('connection refused');
      },
      hanging: () => new Promise(() => undefined),
    });
    expect(results).toEqual({ broken: 'failed: connection refused', hanging: 'no answer within 2000 ms' });
  });
});
