CREATE TABLE "data_generation" (
	"id" smallint PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_generation" ("id", "n") VALUES (1, 1);
--> statement-breakpoint
-- True for the first row a transaction writes (a transaction-local setting remembers it; a rolled-back savepoint
-- forgets it with its writes): the constraint triggers below queue one bump per transaction, not one per row.
CREATE FUNCTION data_generation_first_write() RETURNS boolean LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN current_setting('svr.data_generation_queued', true) = 'on' THEN false
    ELSE set_config('svr.data_generation_queued', 'on', true) = 'on' END
$$;
--> statement-breakpoint
CREATE FUNCTION data_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_generation SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table whose rows a cached answer reads (api/src/cache/generation.ts lists the ones left out and why): its
-- writes bump the generation at COMMIT (DEFERRABLE INITIALLY DEFERRED), so the counter row is the last lock the
-- transaction takes and two writers never wait on each other in opposite orders through it.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['clients', 'projects', 'users', 'regionals', 'forms', 'tags', 'common_questions',
    'documents', 'talent', 'store_visits', 'store_visit_events', 'store_visit_submissions', 'answers', 'answer_facts',
    'meal_periods', 'feedback', 'feedback_texts', 'rejections', 'activity', 'saved_views', 'saved_rollups',
    'saved_widgets', 'saved_dashboards']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER data_generation_bump AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (data_generation_first_write()) '
      'EXECUTE FUNCTION data_generation_bump()', t);
    EXECUTE format('CREATE TRIGGER data_generation_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION data_generation_bump()', t);
  END LOOP;
END $$;
