CREATE TABLE "answer_day_counts" (
	"question_canonical_key" text NOT NULL,
	"client_id" integer NOT NULL,
	"day" timestamp with time zone,
	"status" smallint NOT NULL,
	"privacy" smallint NOT NULL,
	"form_id" integer,
	"review_state" smallint NOT NULL,
	"retailer" text,
	"month" text NOT NULL,
	"label" text,
	"n" integer NOT NULL,
	"num_sum" numeric DEFAULT '0' NOT NULL,
	"num_n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The review state a Review State filter reads (api/src/storeVisit/filters/paths.ts derivedReviewStateSql): pending
-- review (1) rejected and submitted again reads as resubmitted (5).
CREATE FUNCTION answer_day_review_state(review_state smallint, last_rejected_date timestamptz, last_submission_date timestamptz)
RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN review_state = 1 AND last_rejected_date IS NOT NULL AND last_submission_date > last_rejected_date
    THEN 5 ELSE review_state END)::smallint
$$;
--> statement-breakpoint
-- What one answer counts (api/src/dashboard/data/store.ts chartData and numberData): a row with label NULL (the
-- answer, with its numeric value), then its labels: a JSON list of options one by one ('' when empty), any other
-- value trimmed ('' when null).
CREATE FUNCTION answer_day_labels(value text) RETURNS TABLE (label text, num numeric, num_n integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT NULL::text, CASE WHEN value ~ '^\s*-?[0-9]{1,15}(\.[0-9]{1,15})?\s*$' THEN btrim(value)::numeric END,
    CASE WHEN value ~ '^\s*-?[0-9]{1,15}(\.[0-9]{1,15})?\s*$' THEN 1 ELSE 0 END
  UNION ALL
  SELECT e, NULL, 0 FROM jsonb_array_elements_text(CASE WHEN value ~ '^[ \t\r\n]*\[[ \t\r\n]*("([^"\\[:cntrl:]]|\\["\\/bfnrt])*"([ \t\r\n]*,[ \t\r\n]*"([^"\\[:cntrl:]]|\\["\\/bfnrt])*")*)?[ \t\r\n]*\][ \t\r\n]*$' THEN value::jsonb END) e
  UNION ALL
  SELECT '', NULL, 0 WHERE CASE WHEN value ~ '^[ \t\r\n]*\[[ \t\r\n]*("([^"\\[:cntrl:]]|\\["\\/bfnrt])*"([ \t\r\n]*,[ \t\r\n]*"([^"\\[:cntrl:]]|\\["\\/bfnrt])*")*)?[ \t\r\n]*\][ \t\r\n]*$' THEN jsonb_array_length(value::jsonb) = 0 ELSE false END
  UNION ALL
  SELECT coalesce(btrim(value), ''), NULL, 0 WHERE NOT coalesce(value ~ '^[ \t\r\n]*\[[ \t\r\n]*("([^"\\[:cntrl:]]|\\["\\/bfnrt])*"([ \t\r\n]*,[ \t\r\n]*"([^"\\[:cntrl:]]|\\["\\/bfnrt])*")*)?[ \t\r\n]*\][ \t\r\n]*$', false)
$$;
--> statement-breakpoint
-- Every answer of the data set, counted in the order of the table's key.
INSERT INTO "answer_day_counts"
SELECT a.question_canonical_key, v.client_id, date_trunc('day', v.expected_checkin_time, 'UTC'), v.status, v.privacy, v.form_id,
  answer_day_review_state(v.review_state, v.last_rejected_date, v.last_submission_date), v.meta_json->>'retailer',
  to_char(v.timestamp AT TIME ZONE 'UTC', 'YYYY-MM'), l.label, count(*), coalesce(sum(l.num), 0), sum(l.num_n)
FROM "answers" a JOIN "store_visits" v ON v.id = a.store_visit_id CROSS JOIN LATERAL answer_day_labels(a.answer_value) l
WHERE a.question_canonical_key IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
--> statement-breakpoint
ALTER TABLE "answer_day_counts" ADD CONSTRAINT "answer_day_counts_dims" UNIQUE NULLS NOT DISTINCT("question_canonical_key","client_id","day","status","privacy","form_id","review_state","retailer","month","label");
--> statement-breakpoint
CREATE INDEX "answer_day_counts_zero_idx" ON "answer_day_counts" USING btree ("question_canonical_key") WHERE n = 0;
--> statement-breakpoint
-- Answers written by a statement (inserted, updated, deleted) as lists of (sign, visit, question, value): what an old
-- row counted goes (-1), what a new row counts comes (+1), at its visit's day, state, retailer and month, in one
-- upsert; rows brought to 0 are deleted. A deleted visit's answers find no visit here (store_visits_day_counts_gone
-- took their counts away before).
CREATE FUNCTION answer_day_counts_apply(signs integer[], visits integer[], keys text[], vals text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO answer_day_counts AS t
  SELECT c.k, v.client_id, date_trunc('day', v.expected_checkin_time, 'UTC'), v.status, v.privacy, v.form_id,
    answer_day_review_state(v.review_state, v.last_rejected_date, v.last_submission_date), v.meta_json->>'retailer',
    to_char(v.timestamp AT TIME ZONE 'UTC', 'YYYY-MM'), l.label, sum(c.s), coalesce(sum(c.s * l.num), 0), sum(c.s * l.num_n)
  FROM unnest(signs, visits, keys, vals) AS c(s, visit, k, val) JOIN store_visits v ON v.id = c.visit
    CROSS JOIN LATERAL answer_day_labels(c.val) l
  WHERE c.k IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT answer_day_counts_dims DO UPDATE
    SET n = t.n + excluded.n, num_sum = t.num_sum + excluded.num_sum, num_n = t.num_n + excluded.num_n;
  DELETE FROM answer_day_counts WHERE n = 0;
$$;
--> statement-breakpoint
CREATE FUNCTION answer_day_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM answer_day_counts_apply(array_agg(1), array_agg(n.store_visit_id), array_agg(n.question_canonical_key),
    array_agg(n.answer_value)) FROM new_answers n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_day_counts_inserted AFTER INSERT ON answers REFERENCING NEW TABLE AS new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION answer_day_counts_inserted();
--> statement-breakpoint
CREATE FUNCTION answer_day_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM answer_day_counts_apply(array_agg(c.s), array_agg(c.visit), array_agg(c.k), array_agg(c.val))
  FROM (SELECT -1 AS s, o.store_visit_id AS visit, o.question_canonical_key AS k, o.answer_value AS val FROM old_answers o
    UNION ALL SELECT 1, n.store_visit_id, n.question_canonical_key, n.answer_value FROM new_answers n) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_day_counts_updated AFTER UPDATE ON answers REFERENCING OLD TABLE AS old_answers NEW TABLE AS new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION answer_day_counts_updated();
--> statement-breakpoint
CREATE FUNCTION answer_day_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM answer_day_counts_apply(array_agg(-1), array_agg(o.store_visit_id), array_agg(o.question_canonical_key),
    array_agg(o.answer_value)) FROM old_answers o;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_day_counts_deleted AFTER DELETE ON answers REFERENCING OLD TABLE AS old_answers
  FOR EACH STATEMENT EXECUTE FUNCTION answer_day_counts_deleted();
--> statement-breakpoint
-- A visit changed in a counted column: its answers counted at its old columns (-1) and at its new ones (+1).
CREATE FUNCTION answer_day_counts_visit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_day_counts AS t
  SELECT a.question_canonical_key, d.client_id, d.day, d.status, d.privacy, d.form_id, d.review_state, d.retailer, d.month, l.label,
    sum(d.s), coalesce(sum(d.s * l.num), 0), sum(d.s * l.num_n)
  FROM answers a
    CROSS JOIN (SELECT -1, OLD.client_id, date_trunc('day', OLD.expected_checkin_time, 'UTC'), OLD.status, OLD.privacy, OLD.form_id,
        answer_day_review_state(OLD.review_state, OLD.last_rejected_date, OLD.last_submission_date),
        OLD.meta_json->>'retailer', to_char(OLD.timestamp AT TIME ZONE 'UTC', 'YYYY-MM')
      UNION ALL
      SELECT 1, NEW.client_id, date_trunc('day', NEW.expected_checkin_time, 'UTC'), NEW.status, NEW.privacy, NEW.form_id,
        answer_day_review_state(NEW.review_state, NEW.last_rejected_date, NEW.last_submission_date),
        NEW.meta_json->>'retailer', to_char(NEW.timestamp AT TIME ZONE 'UTC', 'YYYY-MM')) d(s, client_id, day, status, privacy, form_id, review_state, retailer, month)
    CROSS JOIN LATERAL answer_day_labels(a.answer_value) l
  WHERE a.store_visit_id = OLD.id AND a.question_canonical_key IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT answer_day_counts_dims DO UPDATE
    SET n = t.n + excluded.n, num_sum = t.num_sum + excluded.num_sum, num_n = t.num_n + excluded.num_n;
  DELETE FROM answer_day_counts WHERE n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_day_counts_visit_changed AFTER UPDATE ON store_visits FOR EACH ROW
  WHEN ((OLD.client_id, OLD.expected_checkin_time, OLD.status, OLD.privacy, OLD.form_id,
      answer_day_review_state(OLD.review_state, OLD.last_rejected_date, OLD.last_submission_date),
      OLD.meta_json->>'retailer', OLD.timestamp)
    IS DISTINCT FROM (NEW.client_id, NEW.expected_checkin_time, NEW.status, NEW.privacy, NEW.form_id,
      answer_day_review_state(NEW.review_state, NEW.last_rejected_date, NEW.last_submission_date),
      NEW.meta_json->>'retailer', NEW.timestamp))
  EXECUTE FUNCTION answer_day_counts_visit_changed();
--> statement-breakpoint
-- A visit deleted: its answers' counts go before it does (its answers go after it, by the foreign key's cascade,
-- and then find no visit in answer_day_counts_apply).
CREATE FUNCTION answer_day_counts_visit_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_day_counts AS t
  SELECT a.question_canonical_key, d.client_id, d.day, d.status, d.privacy, d.form_id, d.review_state, d.retailer, d.month, l.label,
    sum(d.s), coalesce(sum(d.s * l.num), 0), sum(d.s * l.num_n)
  FROM answers a
    CROSS JOIN (SELECT -1, OLD.client_id, date_trunc('day', OLD.expected_checkin_time, 'UTC'), OLD.status, OLD.privacy, OLD.form_id,
        answer_day_review_state(OLD.review_state, OLD.last_rejected_date, OLD.last_submission_date),
        OLD.meta_json->>'retailer', to_char(OLD.timestamp AT TIME ZONE 'UTC', 'YYYY-MM')) d(s, client_id, day, status, privacy, form_id, review_state, retailer, month)
    CROSS JOIN LATERAL answer_day_labels(a.answer_value) l
  WHERE a.store_visit_id = OLD.id AND a.question_canonical_key IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT answer_day_counts_dims DO UPDATE
    SET n = t.n + excluded.n, num_sum = t.num_sum + excluded.num_sum, num_n = t.num_n + excluded.num_n;
  DELETE FROM answer_day_counts WHERE n = 0;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_day_counts_visit_gone BEFORE DELETE ON store_visits FOR EACH ROW
  EXECUTE FUNCTION answer_day_counts_visit_gone();
--> statement-breakpoint
ANALYZE "answer_day_counts";
