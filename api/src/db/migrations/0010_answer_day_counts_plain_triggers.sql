-- The answers triggers of 0009 count their statement's rows from the transition tables directly, instead of handing
-- them to answer_day_counts_apply as four arrays: a bulk insert (the bench data set's rounds of 900,000 answers)
-- no longer builds arrays of its whole statement in memory.
CREATE OR REPLACE FUNCTION answer_day_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_day_counts AS t
  SELECT c.k, v.client_id, date_trunc('day', v.expected_checkin_time, 'UTC'), v.status, v.privacy, v.form_id,
    answer_day_review_state(v.review_state, v.last_rejected_date, v.last_submission_date), v.meta_json->>'retailer',
    to_char(v.timestamp AT TIME ZONE 'UTC', 'YYYY-MM'), l.label, sum(c.s), coalesce(sum(c.s * l.num), 0), sum(c.s * l.num_n)
  FROM (SELECT 1 AS s, n.store_visit_id AS visit, n.question_canonical_key AS k, n.answer_value AS val FROM new_answers n) c
    JOIN store_visits v ON v.id = c.visit CROSS JOIN LATERAL answer_day_labels(c.val) l
  WHERE c.k IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT answer_day_counts_dims DO UPDATE
    SET n = t.n + excluded.n, num_sum = t.num_sum + excluded.num_sum, num_n = t.num_n + excluded.num_n;
  DELETE FROM answer_day_counts WHERE n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_day_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_day_counts AS t
  SELECT c.k, v.client_id, date_trunc('day', v.expected_checkin_time, 'UTC'), v.status, v.privacy, v.form_id,
    answer_day_review_state(v.review_state, v.last_rejected_date, v.last_submission_date), v.meta_json->>'retailer',
    to_char(v.timestamp AT TIME ZONE 'UTC', 'YYYY-MM'), l.label, sum(c.s), coalesce(sum(c.s * l.num), 0), sum(c.s * l.num_n)
  FROM (SELECT -1 AS s, o.store_visit_id AS visit, o.question_canonical_key AS k, o.answer_value AS val FROM old_answers o
    UNION ALL SELECT 1, n.store_visit_id, n.question_canonical_key, n.answer_value FROM new_answers n) c
    JOIN store_visits v ON v.id = c.visit CROSS JOIN LATERAL answer_day_labels(c.val) l
  WHERE c.k IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT answer_day_counts_dims DO UPDATE
    SET n = t.n + excluded.n, num_sum = t.num_sum + excluded.num_sum, num_n = t.num_n + excluded.num_n;
  DELETE FROM answer_day_counts WHERE n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_day_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_day_counts AS t
  SELECT c.k, v.client_id, date_trunc('day', v.expected_checkin_time, 'UTC'), v.status, v.privacy, v.form_id,
    answer_day_review_state(v.review_state, v.last_rejected_date, v.last_submission_date), v.meta_json->>'retailer',
    to_char(v.timestamp AT TIME ZONE 'UTC', 'YYYY-MM'), l.label, sum(c.s), coalesce(sum(c.s * l.num), 0), sum(c.s * l.num_n)
  FROM (SELECT -1 AS s, o.store_visit_id AS visit, o.question_canonical_key AS k, o.answer_value AS val FROM old_answers o) c
    JOIN store_visits v ON v.id = c.visit CROSS JOIN LATERAL answer_day_labels(c.val) l
  WHERE c.k IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT answer_day_counts_dims DO UPDATE
    SET n = t.n + excluded.n, num_sum = t.num_sum + excluded.num_sum, num_n = t.num_n + excluded.num_n;
  DELETE FROM answer_day_counts WHERE n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION answer_day_counts_apply(integer[], integer[], text[], text[]);
