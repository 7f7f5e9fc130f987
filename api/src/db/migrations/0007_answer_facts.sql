CREATE TABLE "answer_facts" (
	"answer_id" integer PRIMARY KEY NOT NULL,
	"store_visit_id" integer NOT NULL,
	"question_canonical_key" text,
	"question_uuid" uuid NOT NULL,
	"answer_value" text,
	"client_id" integer NOT NULL,
	"visit_date" timestamp with time zone NOT NULL,
	"options" jsonb GENERATED ALWAYS AS (CASE WHEN answer_value ~ '^[ \t\r\n]*\[[ \t\r\n]*("([^"\\[:cntrl:]]|\\["\\/bfnrt])*"([ \t\r\n]*,[ \t\r\n]*"([^"\\[:cntrl:]]|\\["\\/bfnrt])*")*)?[ \t\r\n]*\][ \t\r\n]*$' THEN answer_value::jsonb END) STORED,
	"media" boolean GENERATED ALWAYS AS (coalesce(answer_value ~ '^[0-9A-Za-z]{8}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{12}$', false)) STORED NOT NULL
);
--> statement-breakpoint
-- Every answer of the data set, in the index's order (question, client, date): a range of the index then reads
-- neighbouring rows (PGlite runs no autovacuum, so its index scans read the rows themselves).
INSERT INTO "answer_facts" ("answer_id", "store_visit_id", "question_canonical_key", "question_uuid", "answer_value", "client_id", "visit_date")
SELECT a.id, a.store_visit_id, a.question_canonical_key, a.question_uuid, a.answer_value, v.client_id,
  coalesce(v.expected_checkin_time, '-infinity')
FROM "answers" a JOIN "store_visits" v ON v.id = a.store_visit_id
ORDER BY a.question_canonical_key, v.client_id, coalesce(v.expected_checkin_time, '-infinity'), a.id;
--> statement-breakpoint
ALTER TABLE "answer_facts" ADD CONSTRAINT "answer_facts_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_facts_key_client_date_idx" ON "answer_facts" USING btree ("question_canonical_key","client_id","visit_date");
--> statement-breakpoint
-- Answers written by any statement: their facts written with them (a statement's rows at once).
CREATE FUNCTION answer_facts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_facts (answer_id, store_visit_id, question_canonical_key, question_uuid, answer_value, client_id, visit_date)
  SELECT n.id, n.store_visit_id, n.question_canonical_key, n.question_uuid, n.answer_value, v.client_id,
    coalesce(v.expected_checkin_time, '-infinity')
  FROM new_answers n JOIN store_visits v ON v.id = n.store_visit_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_facts_inserted AFTER INSERT ON answers REFERENCING NEW TABLE AS new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION answer_facts_inserted();
--> statement-breakpoint
CREATE FUNCTION answer_facts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE answer_facts f SET store_visit_id = n.store_visit_id, question_canonical_key = n.question_canonical_key,
    question_uuid = n.question_uuid, answer_value = n.answer_value, client_id = v.client_id,
    visit_date = coalesce(v.expected_checkin_time, '-infinity')
  FROM new_answers n JOIN store_visits v ON v.id = n.store_visit_id
  WHERE f.answer_id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_facts_updated AFTER UPDATE ON answers REFERENCING NEW TABLE AS new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION answer_facts_updated();
--> statement-breakpoint
-- A visit moved to another client or date: its answers' facts follow it.
CREATE FUNCTION answer_facts_visit_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE answer_facts f SET client_id = NEW.client_id, visit_date = coalesce(NEW.expected_checkin_time, '-infinity')
  FROM answers a WHERE a.store_visit_id = NEW.id AND f.answer_id = a.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_facts_visit_moved AFTER UPDATE OF client_id, expected_checkin_time ON store_visits
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.expected_checkin_time IS DISTINCT FROM NEW.expected_checkin_time)
  EXECUTE FUNCTION answer_facts_visit_moved();
--> statement-breakpoint
ANALYZE "answer_facts";