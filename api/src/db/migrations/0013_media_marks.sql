-- media_marks (db/tables/mediaMarks.ts): the uuids on each visit's metaJson mark lists, kept by the triggers below, so
-- that the photo and video widgets that must know every media answer's marks look them up by visit and uuid instead
-- of reading every visit's metaJson (issue 14).
CREATE TABLE "media_marks" (
	"store_visit_id" integer NOT NULL,
	"list" text NOT NULL,
	"uuid" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_marks" ADD CONSTRAINT "media_marks_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_marks_visit_idx" ON "media_marks" USING btree ("store_visit_id","list","uuid");--> statement-breakpoint
-- A metaJson's marks: each entry of its mark lists (those that are lists) with a uuid, lower-cased, as the widgets
-- compared them when they read the lists themselves.
CREATE FUNCTION media_marks_of(meta jsonb) RETURNS TABLE (list text, uuid text) LANGUAGE sql IMMUTABLE AS $$
  SELECT l.list, lower(e->>'uuid')
  FROM unnest(ARRAY['blockPhotos', 'blockVideos', 'starPhotos', 'starredPhotos', 'starVideos', 'starredVideos',
    'flagPhotos', 'flaggedPhotos', 'flagVideos', 'flaggedVideos']) l(list)
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(meta->l.list) = 'array' THEN meta->l.list ELSE '[]'::jsonb END) e
  WHERE e->>'uuid' IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION media_marks_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_marks (store_visit_id, list, uuid)
  SELECT n.id, m.list, m.uuid FROM new_visits n CROSS JOIN LATERAL media_marks_of(n.meta_json) m;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER media_marks_inserted AFTER INSERT ON store_visits REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION media_marks_inserted();
--> statement-breakpoint
CREATE FUNCTION media_marks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media_marks WHERE store_visit_id = NEW.id;
  INSERT INTO media_marks (store_visit_id, list, uuid)
  SELECT NEW.id, m.list, m.uuid FROM media_marks_of(NEW.meta_json) m;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER media_marks_changed AFTER UPDATE OF meta_json ON store_visits
  FOR EACH ROW WHEN (OLD.meta_json IS DISTINCT FROM NEW.meta_json) EXECUTE FUNCTION media_marks_changed();
--> statement-breakpoint
INSERT INTO media_marks (store_visit_id, list, uuid)
SELECT v.id, m.list, m.uuid FROM store_visits v CROSS JOIN LATERAL media_marks_of(v.meta_json) m;
--> statement-breakpoint
ANALYZE "media_marks";
