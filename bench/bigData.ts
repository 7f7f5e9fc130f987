/**
 * The large bench data set, set-based: the demo seed makes a few thousand visits (organisation, forms, talent,
 * saved views, dashboards, photo files), then SQL multiplies them to `total` visits spread over three years
 * (INSERT … SELECT over generate_series, in rounds of ROUND copies so progress shows): each copy of a demo visit
 * is moved back in time by its share of the three years (ids rise with the date, as in a real history), keeps the
 * demo visit's answers (about nine), days, submissions, rejections, feedback and meal breaks, and gets a document
 * row of its own for each photo answer, pointing at the demo's few real photo files. Copies older than a month
 * that were waiting for review (1) or in review (2) are approved (3), as an old history is; every review state
 * stays in it. The answers' secondary indexes are built after the rows (one sort each, not 9 million inserts).
 */
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../api/src/db/client.js';

/** Copies made per statement round. */
const ROUND = 100_000;
/** The history the copies spread over, and the demo's own span (its visits are within the last 60 days). */
const HISTORY_DAYS = 3 * 365;
const DEMO_DAYS = 60;

const ANSWER_INDEXES = [
  sql`CREATE INDEX IF NOT EXISTS answers_key_visit_idx ON answers (question_canonical_key, store_visit_id)`,
  sql`CREATE INDEX IF NOT EXISTS answers_visit_idx ON answers (store_visit_id)`,
  sql`CREATE INDEX IF NOT EXISTS answers_document_idx ON answers (answer_value) WHERE length(answer_value) = 36`,
];

/** Multiplies the seeded visits to `total` (a no-op when there are already as many). */
export async function multiplyVisits(db: Db, total: number, log: (line: string) => void): Promise<void> {
  const [{ n: seeded, maxId }] = await rows<{ n: number; maxId: number }>(
    db,
    sql`SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS "maxId" FROM store_visits`,
  );
  const copies = total - seeded;
  if (copies <= 0) return;
  const started = Date.now();
  log(`Multiplying ${seeded.toLocaleString('en-US')} demo visits to ${total.toLocaleString('en-US')} with SQL…`);
  await db.execute(sql`DROP TABLE IF EXISTS bench_tpl, bench_tpl_answers, bench_copies`);
  await db.execute(
    sql`CREATE UNLOGGED TABLE bench_tpl AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id FROM store_visits`,
  );
  await db.execute(sql`CREATE UNLOGGED TABLE bench_tpl_answers AS
    SELECT a.*, d.id AS doc_id FROM answers a
    LEFT JOIN documents d ON length(a.answer_value) = 36 AND d.uuid::text = a.answer_value`);
  await db.execute(sql`CREATE INDEX ON bench_tpl_answers (store_visit_id)`);
  // Copy k (1 … copies) gets id maxId + k; the first copies are the oldest.
  const span = HISTORY_DAYS - DEMO_DAYS;
  await db.execute(sql`CREATE UNLOGGED TABLE bench_copies AS
    SELECT g AS k, ${maxId} + g AS new_id, t.id AS tpl_id,
      make_interval(secs => ((${copies} - g)::float8 / ${copies} * ${span} * 86400)::int + 86400) AS shift
    FROM generate_series(1, ${copies}) g JOIN bench_tpl t ON t.n = g % ${seeded}`);
  await db.execute(sql`CREATE INDEX ON bench_copies (k)`);
  await db.execute(sql`ANALYZE bench_tpl, bench_tpl_answers, bench_copies`);
  for (const ix of ['answers_key_visit_idx', 'answers_visit_idx', 'answers_document_idx'])
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(ix)}`);

  for (let from = 1; from <= copies; from += ROUND) {
    const to = Math.min(copies, from + ROUND - 1);
    const c = sql`(SELECT * FROM bench_copies WHERE k BETWEEN ${from} AND ${to})`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO store_visits (id, event_id, form_id, client_id, project_id, talent_id, svr_type,
          status, privacy, expected_checkin_time, expected_duration_minutes, actual_checkin_time, actual_checkout_time,
          actual_checkin_latitude, actual_checkin_longitude, actual_checkin_distance_km, rejected_counter, approved_by,
          approved_date, review_state, last_submission_date, last_rejected_date, form_state, meta_json, timestamp, created_at)
        SELECT c.new_id, s.event_id || '-' || c.k, s.form_id, s.client_id, s.project_id, s.talent_id, s.svr_type,
          s.status, s.privacy, s.expected_checkin_time - c.shift, s.expected_duration_minutes,
          s.actual_checkin_time - c.shift, s.actual_checkout_time - c.shift, s.actual_checkin_latitude,
          s.actual_checkin_longitude, s.actual_checkin_distance_km, s.rejected_counter,
          CASE WHEN old.yes THEN coalesce(s.approved_by, 'admin@example.com') ELSE s.approved_by END,
          CASE WHEN old.yes THEN coalesce(s.approved_date, s.last_submission_date + interval '20 hours') ELSE s.approved_date END
            - c.shift,
          CASE WHEN old.yes THEN 3 ELSE s.review_state END,
          s.last_submission_date - c.shift, s.last_rejected_date - c.shift, s.form_state,
          CASE WHEN old.yes THEN jsonb_set(s.meta_json, '{reviewState}', '3') ELSE s.meta_json END,
          s.timestamp - c.shift, s.created_at - c.shift
        FROM ${c} c JOIN store_visits s ON s.id = c.tpl_id
        CROSS JOIN LATERAL (SELECT s.review_state IN (1, 2) AND c.shift > interval '30 days' AS yes) old`);
      await tx.execute(sql`INSERT INTO documents (uuid, title, size, url, xsurl, type, mime_type, storage_key, status, timestamp)
        SELECT md5(c.new_id || '-' || a.id)::uuid, d.title, d.size, d.url, d.xsurl, d.type, d.mime_type, d.storage_key,
          d.status, d.timestamp - c.shift
        FROM ${c} c JOIN bench_tpl_answers a ON a.store_visit_id = c.tpl_id AND a.doc_id IS NOT NULL
        JOIN documents d ON d.id = a.doc_id`);
      await tx.execute(sql`INSERT INTO answers (store_visit_id, question_uuid, question_canonical_key, answer_value, created, updated)
        SELECT c.new_id, a.question_uuid, a.question_canonical_key,
          CASE WHEN a.doc_id IS NULL THEN a.answer_value ELSE md5(c.new_id || '-' || a.id)::uuid::text END,
          a.created - c.shift, a.updated - c.shift
        FROM ${c} c JOIN bench_tpl_answers a ON a.store_visit_id = c.tpl_id`);
      await tx.execute(sql`INSERT INTO store_visit_events (store_visit_id, event_id, status, expected_checkin_time,
          expected_duration_minutes, actual_checkin_time, actual_checkout_time)
        SELECT c.new_id, e.event_id || '-' || c.k, e.status, e.expected_checkin_time - c.shift, e.expected_duration_minutes,
          e.actual_checkin_time - c.shift, e.actual_checkout_time - c.shift
        FROM ${c} c JOIN store_visit_events e ON e.store_visit_id = c.tpl_id`);
      await tx.execute(sql`INSERT INTO store_visit_submissions (store_visit_id, submitted_at)
        SELECT c.new_id, x.submitted_at - c.shift FROM ${c} c JOIN store_visit_submissions x ON x.store_visit_id = c.tpl_id`);
      await tx.execute(sql`INSERT INTO rejections (store_visit_id, event_id, user_id, rejected_by, rejected_date)
        SELECT c.new_id, x.event_id, x.user_id, x.rejected_by, x.rejected_date - c.shift
        FROM ${c} c JOIN rejections x ON x.store_visit_id = c.tpl_id`);
      await tx.execute(sql`INSERT INTO feedback (canonical_key, feedback_status, feedback_type, doc_id, store_visit_id, created_at)
        SELECT md5(x.canonical_key::text || c.k)::uuid, x.feedback_status, x.feedback_type, x.doc_id, c.new_id,
          x.created_at - c.shift
        FROM ${c} c JOIN feedback x ON x.store_visit_id = c.tpl_id`);
      await tx.execute(sql`INSERT INTO feedback_texts (feedback_canonical_key, feedback_text, created_by, created_by_email,
          created_date, feedback_resolved_status, feedback_resolved_share_status)
        SELECT md5(f.canonical_key::text || c.k)::uuid, x.feedback_text, x.created_by, x.created_by_email,
          x.created_date - c.shift, x.feedback_resolved_status, x.feedback_resolved_share_status
        FROM ${c} c JOIN feedback f ON f.store_visit_id = c.tpl_id JOIN feedback_texts x ON x.feedback_canonical_key = f.canonical_key`);
      await tx.execute(sql`INSERT INTO meal_periods (store_visit_id, talent_id, start_time, end_time, waived)
        SELECT c.new_id, x.talent_id, x.start_time - c.shift, x.end_time - c.shift, x.waived
        FROM ${c} c JOIN meal_periods x ON x.store_visit_id = c.tpl_id`);
    });
    log(`  ${(seeded + to).toLocaleString('en-US')} / ${total.toLocaleString('en-US')} visits`);
  }
  log('  building the answers indexes…');
  for (const ix of ANSWER_INDEXES) await db.execute(ix);
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('store_visits', 'id'), (SELECT max(id) FROM store_visits))`,
  );
  await db.execute(sql`DROP TABLE bench_tpl, bench_tpl_answers, bench_copies`);
  await db.execute(sql`VACUUM ANALYZE`);
  log(`  multiplied in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
