/** The demo's talent: 40 employees, contractors and blank types, and one who files under the reviewer's e-mail. */
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { DAY } from './insert.js';
import { firstNames, lastNames } from './people.js';

export type TalentRow = typeof t.talent.$inferSelect;

/** The talent rows; the last is the reviewer's own, who files every 80th demo visit. */
export async function seedTalent(db: Db, now: Date, reviewerEmail: string): Promise<TalentRow[]> {
  const talentValues = Array.from({ length: 40 }, (_, i) => {
    const name = `${firstNames[i % firstNames.length]} ${lastNames[(i * 5) % lastNames.length]}`;
    return {
      mcid: `MC${String(10001 + i)}`,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}${i}@talent.example.com`,
      phone: `555-01${String(i).padStart(2, '0')}`,
      talentType: i % 5 === 4 ? null : i % 2 ? 'Contractor' : 'Employee',
      division: i % 3 ? 'Retail Services' : 'Field Marketing',
      approvedDate: new Date(now.getTime() - (20 + i * 9) * DAY),
    };
  });
  talentValues.push({
    mcid: 'MC19999',
    name: 'Riley Reviewer',
    email: reviewerEmail,
    phone: '555-0199',
    talentType: 'Employee',
    division: 'Field Marketing',
    approvedDate: new Date(now.getTime() - 400 * DAY),
  });
  return db.insert(t.talent).values(talentValues).returning();
}
