/**
 * The deterministic demo data generator. `seedDemo(db, { visits })` fills every table; the default size
 * is the demo (520 visits), and the benchmarks call it with 100,000. Each phase has its file: the
 * organisation (./organisation.ts), media and forms (./images.ts, ./formRows.ts), talent (./talent.ts), the
 * visits with their answers and review records (./visits.ts), and the notifications and saved items
 * (./saved.ts). The phases draw from one seeded generator in this order, so reordering them changes the demo.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import type { FileStore } from '../../document/fileStore.js';
import * as t from '../schema.js';
import { seedCommonQuestions, seedForms } from './formRows.js';
import { demoMedia } from './images.js';
import { seedOrganisation } from './organisation.js';
import { demoStores } from './people.js';
import { Random } from './random.js';
import { seedSaved } from './saved.js';
import { seedTalent } from './talent.js';
import { seedVisits } from './visits.js';

export { DEMO_PASSWORD } from './organisation.js';
export const DEMO_USERS = [
  { email: 'admin@example.com', name: 'Alex Admin', role: 'administrator' },
  { email: 'reviewer@example.com', name: 'Riley Reviewer', role: 'reviewer' },
  { email: 'client@example.com', name: 'Casey Client', role: 'client user of Northwind Beauty' },
] as const;

export interface SeedOptions {
  /** The file store the demo's photos and videos are written to (a folder path: the local store there). */
  filesDir: FileStore | string;
  clientRoleId: number;
  visits?: number;
  seed?: number;
  /** The moment the data is generated around; visits fall in the 60 days before it. */
  now?: Date;
  log?: (line: string) => void;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(t.users);
  return n > 0;
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<{ visits: number; answers: number }> {
  const r = new Random(opts.seed ?? 20261122);
  const now = opts.now ?? new Date();
  const visitCount = opts.visits ?? 520;

  const org = await seedOrganisation(db, opts.clientRoleId);
  const media = await demoMedia(opts.filesDir, r);
  // Draws of their own, so adding them left every other demo value as it was.
  const marks = new Random((opts.seed ?? 20261122) + 1);
  const forms = await seedForms(db, r, { now, org, hero: media.hero });
  await seedCommonQuestions(db, r);
  const talent = await seedTalent(db, now, org.reviewer.email);

  const published = forms.filter((f) => f.row.status === 1);
  const context = { r, marks, now, org, published, talent, stores: demoStores(), media };
  const answers = await seedVisits(db, context, visitCount, opts.log ?? (() => {}));

  await seedSaved(db, r, {
    now,
    admin: org.admin,
    reviewer: org.reviewer,
    clients: org.clients,
    projects: org.projects,
    talent,
    forms: forms.map((f) => ({ row: f.row, questions: f.questions })),
  });
  return { visits: visitCount, answers };
}
