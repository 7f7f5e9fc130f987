/** The demo's stored forms (the three published ones and the draft of ./forms.ts) and its common questions. */
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { allQuestions, demoForms, type FormSeed, type Q } from './forms.js';
import type { PoolImage } from './images.js';
import { DAY } from './insert.js';
import type { Organisation } from './organisation.js';
import type { Random } from './random.js';

/** A stored demo form, with the content it was built from and every question at any depth. */
export interface FormRow {
  row: typeof t.forms.$inferSelect;
  seed: FormSeed;
  questions: Q[];
}

export async function seedForms(
  db: Db,
  r: Random,
  c: { now: Date; org: Organisation; hero: PoolImage },
): Promise<FormRow[]> {
  const { admin, reviewer, clients } = c.org;
  const formRows: FormRow[] = [];
  for (const [i, f] of demoForms(r).entries()) {
    const [row] = await db
      .insert(t.forms)
      .values({
        canonicalKey: r.uuid(),
        title: f.title,
        content: f.content,
        authorLegacyId: String(admin.legacyId),
        authorEmail: admin.email,
        editorEmail: i % 2 ? reviewer.email : admin.email,
        tenancyClientId: clients[f.clientIndex].id,
        autoApprovalHourTrigger: i === 2 ? 24 : 0,
        heroImageUrl: f.heroImage ? `/files/${c.hero.key}` : null,
        status: f.status,
        timestamp: new Date(c.now.getTime() - (70 - i * 5) * DAY),
      })
      .returning();
    formRows.push({ row, seed: f, questions: allQuestions(f.content.structure) });
  }
  return formRows;
}

/** The common-question library: five questions, the last one disabled. */
export async function seedCommonQuestions(db: Db, r: Random) {
  await db.insert(t.commonQuestions).values(
    [
      ['Share of shelf compared with competitors', 'radio-button-input', ['Less than 25%', '25–50%', 'More than 50%']],
      ['Was the store manager informed of the visit?', 'toggle-input', ['Yes', 'No']],
      ['Photo of the store entrance', 'photo-input', []],
      ['Additional comments', 'multi-line-input', []],
      ['Number of shoppers engaged', 'numeric-int-input', []],
    ].map(([title, type, options], i) => ({
      canonicalKey: r.uuid(),
      uuid: r.uuid(),
      title: title as string,
      type: type as string,
      options: (options as string[]).map((label) => ({ uuid: r.uuid(), label, value: label, conditionalFork: [] })),
      tags: i % 2 ? 'Compliance' : 'Display',
      metaJson: { type: 'general', isRequired: true },
      status: i === 4 ? 2 : 1,
    })),
  );
}
