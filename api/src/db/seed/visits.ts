/**
 * The visit phase of the demo seed: visits in rounds of CHUNK, each round planned (./visitPlan.ts), inserted,
 * then given its answers, documents, submissions, rejections, review trail, feedback, days and meal breaks.
 */
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { addAnswers } from './answers.js';
import { CHUNK, insertChunks } from './insert.js';
import { planVisit, type Plan, type VisitContext } from './visitPlan.js';
import { addEvents, addFeedback, addMealBreak, addReview, emptyVisitRows, type VisitRows } from './visitRecords.js';

/** Seeds `visitCount` visits and everything recorded about them; answers how many answers it stored. */
export async function seedVisits(
  db: Db,
  c: VisitContext,
  visitCount: number,
  log: (line: string) => void,
): Promise<number> {
  let answerTotal = 0;
  let made = 0;
  while (made < visitCount) {
    const n = Math.min(CHUNK, visitCount - made);
    const planned = Array.from({ length: n }, (_, k) => planVisit(made + k, c));
    const inserted = await db
      .insert(t.storeVisits)
      .values(planned.map((v) => v.value))
      .returning({ id: t.storeVisits.id });
    const rows = emptyVisitRows();
    inserted.forEach(({ id }, k) => addVisitRecords(id, planned[k].plan, c, rows));
    await insertVisitRows(db, rows);
    answerTotal += rows.answers.length;
    made += n;
    if (visitCount > CHUNK) log(`  ${made.toLocaleString('en-US')} / ${visitCount.toLocaleString('en-US')} visits`);
  }
  return answerTotal;
}

/** Everything about one inserted visit, in the order the demo's draws depend on. */
function addVisitRecords(id: number, p: Plan, c: VisitContext, rows: VisitRows) {
  addEvents(id, p, rows);
  if (!p.submitted) return;
  addReview(id, p, c, rows);
  addFeedback(id, p, c, rows);
  addMealBreak(id, p, c, rows);
  addAnswers(id, p, c, rows);
}

async function insertVisitRows(db: Db, rows: VisitRows) {
  await insertChunks(db, t.documents, rows.documents);
  await insertChunks(db, t.answers, rows.answers);
  await insertChunks(db, t.storeVisitSubmissions, rows.submissions);
  await insertChunks(db, t.rejections, rows.rejections);
  await insertChunks(db, t.feedback, rows.feedback);
  await insertChunks(db, t.feedbackTexts, rows.feedbackTexts);
  await insertChunks(db, t.storeVisitEvents, rows.events);
  await insertChunks(db, t.mealPeriods, rows.meals);
  await insertChunks(db, t.activity, rows.activity);
}
