/**
 * What bench/volume.ts measures, added set-based to the bench data set once (later runs find them by title):
 * - a saved roll-up of 5,000 visits × 20 questions: a 20-question form and a project of Northwind Beauty, 5,000
 *   visits copied from Northwind's most recent (dated 110 days earlier, so the 45-day and 30-day benchmarks and the demo
 *   widgets do not see them), 100,000 answers (two photo questions with a document each) and the roll-up whose
 *   filter selects exactly those visits (project, Visit Date over their days, every Review State);
 * - a dashboard of 12 widgets of all nine types: the demo's nine widgets and three more (percentage, bar
 *   chart, photo) over the last-quarter filter;
 * - review marks on the visits' photos and videos (the demo's visits have none): the first photo or video of one
 *   visit in 10 starred, of one in 40 flagged and of one in 50 blocked, as the review page writes them, so the widgets
 *   that must know every slide's marks (a client user's, starred ones) probe real marks.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../api/src/db/client.js';

export const ROLLUP_VISITS = Number(process.env.BENCH_ROLLUP_VISITS ?? 5000);
const ROLLUP_TITLE = `Bench roll-up: ${ROLLUP_VISITS.toLocaleString('en-US')} visits × 20 questions`;
const PROJECT = 'Roll-up bench';
const DASHBOARD_TITLE = 'Bench dashboard: 12 widgets of all nine types';
const SHIFT_DAYS = 110;

/** The 20 questions, by type: two photos (10,000 documents), text, numbers, Yes/No and choices. */
const QUESTION_TYPES = [
  'photo-input',
  'single-line-input',
  'toggle-input',
  'numeric-int-input',
  'multi-line-input',
  'radio-button-input',
  'dropdown-input',
  'single-line-input',
  'numeric-int-input',
  'toggle-input',
  'photo-input',
  'multi-line-input',
  'single-line-input',
  'numeric-int-input',
  'radio-button-input',
  'toggle-input',
  'dropdown-input',
  'multi-line-input',
  'numeric-int-input',
  'single-line-input',
] as const;
const CHOICES = ['Endcap', 'Counter', 'Backroom', 'Window'];

interface BenchQuestion {
  n: number;
  uuid: string;
  canonicalKey: string;
  type: string;
}

function formContent(questions: BenchQuestion[]) {
  const option = (label: string) => ({ uuid: randomUUID(), label, value: label, conditionalFork: [] });
  const options = (type: string) =>
    type === 'toggle-input'
      ? ['Yes', 'No'].map(option)
      : type === 'radio-button-input' || type === 'dropdown-input'
        ? CHOICES.map(option)
        : [];
  return {
    structure: [
      [
        {
          uuid: randomUUID(),
          type: 'section',
          title: 'Roll-up bench',
          tags: [],
          meta: { forceQuestionOrder: false },
          content: questions.map((q) => ({
            uuid: q.uuid,
            canonicalKey: q.canonicalKey,
            type: q.type,
            title: `Bench question ${q.n} (${q.type.replace('-input', '')})`,
            tags: [],
            meta: { isRequired: true, isHidden: false, isQuickReview: false, isConditional: false, isCallOut: false },
            options: options(q.type),
            documentIds: [],
            commonId: null,
          })),
        },
      ],
    ],
    documents: [],
    callOut: { active: false, mailing: '' },
    hideFromClient: 0,
    invoicePlannedTime: 0,
    maxAllowedTime: '',
    bypassGPSValidation: false,
    bypassDuplicatePhotoCheck: false,
  };
}

/** The answer text of question q for visit v, in SQL (photo answers are the document's uuid). */
function answerSql(type: string) {
  switch (type) {
    case 'photo-input':
      return sql`md5('rollup-bench-' || v.id || '-' || q.n)::uuid::text`;
    case 'single-line-input':
      return sql`(ARRAY['Dana at the counter','All good','Ticket 4471','Morning shift lead','n/a'])[1 + (v.id + q.n) % 5]`;
    case 'multi-line-input':
      return sql`(ARRAY['Store was busy; finished after the rush.','Manager asked for more testers next visit.','Backroom was locked for 20 minutes.'])[1 + (v.id + q.n) % 3]`;
    case 'numeric-int-input':
      return sql`((v.id * 7 + q.n) % 49)::text`;
    case 'toggle-input':
      return sql`CASE WHEN (v.id + q.n) % 3 = 0 THEN 'No' ELSE 'Yes' END`;
    default:
      return sql`(ARRAY['Endcap','Counter','Backroom','Window'])[1 + (v.id + q.n) % 4]`;
  }
}

const filter = (label: string, path: string, type: string, data: unknown[]) => ({
  label,
  path,
  pathStr: path,
  type,
  data,
  exclude: false,
});

/** The bench roll-up's id, made first when missing (one transaction). */
export async function ensureRollup(db: Db): Promise<number> {
  const [found] = await rows<{ id: number }>(db, sql`SELECT id FROM saved_rollups WHERE title = ${ROLLUP_TITLE}`);
  if (found) return found.id;
  const started = Date.now();
  const id = await db.transaction(async (tx) => {
    const [nb] = await rows<{ id: number }>(tx, sql`SELECT id FROM clients WHERE name = 'Northwind Beauty'`);
    const [admin] = await rows<{ id: number }>(tx, sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
    const questions: BenchQuestion[] = QUESTION_TYPES.map((type, i) => ({
      n: i + 1,
      uuid: randomUUID(),
      canonicalKey: randomUUID(),
      type,
    }));
    const [form] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO forms (canonical_key, title, content, tenancy_client_id, status)
        VALUES (${randomUUID()}, 'Roll-up bench form (20 questions)', ${JSON.stringify(formContent(questions))}::jsonb, ${nb.id}, 1)
        RETURNING id`,
    );
    const [project] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO projects (client_id, name, number) VALUES (${nb.id}, ${PROJECT}, 'RB-1') RETURNING id`,
    );
    // 5,000 single-day visits copied from Northwind's, SHIFT_DAYS earlier, on the bench form and project.
    const shift = sql`interval '${sql.raw(String(SHIFT_DAYS))} days'`;
    await tx.execute(sql`INSERT INTO store_visits (event_id, form_id, client_id, project_id, talent_id, svr_type, status,
        privacy, expected_checkin_time, expected_duration_minutes, actual_checkin_time, actual_checkout_time,
        actual_checkin_latitude, actual_checkin_longitude, actual_checkin_distance_km, rejected_counter, approved_by,
        approved_date, review_state, last_submission_date, last_rejected_date, form_state, meta_json, timestamp)
      SELECT 'rollup-bench-' || s.id, ${form.id}, s.client_id, ${project.id}, s.talent_id, 0, 1, s.privacy,
        s.expected_checkin_time - ${shift}, s.expected_duration_minutes, s.actual_checkin_time - ${shift},
        s.actual_checkout_time - ${shift}, s.actual_checkin_latitude, s.actual_checkin_longitude,
        s.actual_checkin_distance_km, s.rejected_counter, s.approved_by, s.approved_date - ${shift}, s.review_state,
        s.last_submission_date - ${shift}, s.last_rejected_date - ${shift}, '{}'::jsonb, s.meta_json, s.timestamp - ${shift}
      FROM (SELECT * FROM store_visits WHERE client_id = ${nb.id} AND svr_type = 0 AND status = 1
        AND expected_checkin_time IS NOT NULL ORDER BY expected_checkin_time DESC, id DESC LIMIT ${ROLLUP_VISITS}) s`);
    const qValues = sql.join(
      questions.map((q) => sql`(${q.n}::int, ${q.uuid}::uuid, ${q.canonicalKey}, ${q.type})`),
      sql`, `,
    );
    const value = sql`CASE q.type ${sql.join(
      [...new Set(QUESTION_TYPES)].map((t) => sql`WHEN ${t} THEN ${answerSql(t)}`),
      sql` `,
    )} END`;
    await tx.execute(sql`INSERT INTO answers (store_visit_id, question_uuid, question_canonical_key, answer_value, created, updated)
      SELECT v.id, q.uuid, q.key, ${value}, coalesce(v.last_submission_date, v.timestamp), coalesce(v.last_submission_date, v.timestamp)
      FROM store_visits v CROSS JOIN (VALUES ${qValues}) AS q(n, uuid, key, type)
      WHERE v.project_id = ${project.id}`);
    // A document per photo answer, pointing at a demo photo's files.
    await tx.execute(sql`INSERT INTO documents (uuid, title, size, url, xsurl, type, mime_type, storage_key, timestamp)
      SELECT a.answer_value::uuid, 'Bench photo.jpg', d.size, d.url, d.xsurl, d.type, d.mime_type, d.storage_key, a.created
      FROM answers a JOIN store_visits v ON v.id = a.store_visit_id
      CROSS JOIN (SELECT * FROM documents WHERE type = 'image' AND mime_type = 'image/jpeg' ORDER BY id LIMIT 1) d
      WHERE v.project_id = ${project.id} AND a.question_canonical_key IN (${sql.join(
        questions.filter((q) => q.type === 'photo-input').map((q) => sql`${q.canonicalKey}`),
        sql`, `,
      )})`);
    const [span] = await rows<{ first: string; last: string; n: number }>(
      tx,
      sql`SELECT to_char(min(expected_checkin_time) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first,
        to_char(max(expected_checkin_time) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS last, count(*)::int AS n
        FROM store_visits WHERE project_id = ${project.id}`,
    );
    if (span.n !== ROLLUP_VISITS)
      throw new Error(`The data set has ${span.n} Northwind visits to copy, not ${ROLLUP_VISITS}.`);
    const [rollup] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO saved_rollups (title, description, filters, tenancy_client_id, created_by, form_question_canonical_keys, meta_json)
        VALUES (${ROLLUP_TITLE}, 'The roll-up page benchmark (bench/volume.ts).', ${JSON.stringify([
          filter('Visit Date', 'expectedCheckinTime', 'Date', [span.first, `${span.last} 23:59:59`]),
          filter('Project Name', 'metaJson.projectName', 'String', [PROJECT]),
          filter('Review State', 'metaJson.reviewState', 'range', [0, 1, 2, 3, 4, 5]),
        ])}::jsonb, ${nb.id}, ${admin.id}, ${questions.map((q) => q.canonicalKey).join(',')},
        '{"embedPhotosInExcelReport": false, "includeMotivesInExcelReport": false, "blockPhotos": []}'::jsonb)
        RETURNING id`,
    );
    return rollup.id;
  });
  await db.execute(sql`ANALYZE`);
  console.log(`Bench roll-up added to the data set in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return id;
}

/**
 * Stars, flags and blocks the first photo or video (by answer id) of some visits, once (none are marked yet): one
 * visit in 10 starred, one in 40 flagged, one in 50 blocked, by visit id; entries as the review page writes them
 * (api/src/review/actions.ts markMedia). One statement; media_marks follows by its trigger.
 */
export async function ensureMediaMarks(db: Db): Promise<void> {
  const [marked] = await rows<{ yes: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM media_marks) AS yes`);
  if (marked.yes) return;
  const started = Date.now();
  // Constants of this file only: the list's name, whether its entries carry a motive, which visits get it.
  const list = (mark: string, motive: boolean, modulus: number, rest: number) =>
    sql.raw(`CASE WHEN f.id % ${modulus} = ${rest} THEN jsonb_build_object(
      CASE WHEN f.video THEN '${mark}Videos' ELSE '${mark}Photos' END,
      jsonb_build_array(jsonb_build_object('uuid', f.uuid${motive ? ", 'motive', 'Bench'" : ''}, 'storeVisitId', f.id)))
      ELSE '{}' END`);
  const changed = await rows<{ n: number }>(
    db,
    sql`WITH firsts AS (
        SELECT DISTINCT ON (af.store_visit_id) af.store_visit_id AS id, af.answer_value AS uuid, d.type = 'video' AS video
        FROM answer_facts af JOIN documents d ON d.uuid = af.answer_value::uuid
        WHERE af.media AND (af.store_visit_id % 10 = 3 OR af.store_visit_id % 40 = 17 OR af.store_visit_id % 50 = 29)
        ORDER BY af.store_visit_id, af.answer_id
      ), marked AS (
        UPDATE store_visits v SET meta_json = v.meta_json || ${list('star', true, 10, 3)}
          || ${list('flag', true, 40, 17)} || ${list('block', false, 50, 29)}
        FROM firsts f WHERE v.id = f.id AND jsonb_typeof(v.meta_json) = 'object' RETURNING 1
      ) SELECT count(*)::int AS n FROM marked`,
  );
  await db.execute(sql`VACUUM ANALYZE store_visits`);
  await db.execute(sql`ANALYZE media_marks`);
  console.log(
    `Bench marks: ${changed[0].n.toLocaleString('en-US')} visits' photos and videos starred, flagged or blocked in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** The bench dashboard's id, made first when missing: the demo dashboard's nine widgets and three more. */
export async function ensureDashboard(db: Db): Promise<number> {
  await ensureMediaMarks(db);
  const [found] = await rows<{ id: number }>(db, sql`SELECT id FROM saved_dashboards WHERE title = ${DASHBOARD_TITLE}`);
  if (found) return found.id;
  return db.transaction(async (tx) => {
    const [demo] = await rows<{ widget_ids: string; tenancy_client_id: number; created_by: number }>(
      tx,
      sql`SELECT widget_ids, tenancy_client_id, created_by FROM saved_dashboards WHERE title = 'Northwind overview'`,
    );
    const ids = demo.widget_ids.split(',').map(Number);
    // Three more widgets over the line chart's last-quarter filter: another percentage, bar chart and photo widget.
    const added = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO saved_widgets (title, description, filters, tenancy_client_id, created_by, form_question_canonical_keys, meta_json)
        SELECT w.title || ' (last quarter)', w.description, q.filters, w.tenancy_client_id, w.created_by,
          w.form_question_canonical_keys, w.meta_json
        FROM saved_widgets w CROSS JOIN (SELECT filters FROM saved_widgets WHERE title = 'Display condition by month') q
        WHERE w.id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) AND w.meta_json->>'widgetType' IN ('percentage', 'barChart', 'photo')
        ORDER BY w.id RETURNING id`,
    );
    const all = [...ids, ...added.map((a) => a.id)];
    if (all.length !== 12) throw new Error(`The bench dashboard would have ${all.length} widgets, not 12.`);
    const [dashboard] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO saved_dashboards (title, widget_ids, tenancy_client_id, created_by, meta_json)
        VALUES (${DASHBOARD_TITLE}, ${all.join(',')}, ${demo.tenancy_client_id}, ${demo.created_by}, '{}'::jsonb) RETURNING id`,
    );
    return dashboard.id;
  });
}
