-- media_marks_changed (0013) deletes a visit's old marks by a statement planned for each row (EXECUTE), so that its
-- plan follows the table's size (issue 14). As a static statement, plpgsql kept the plan it made for the session's
-- first few rows: on a media_marks still empty, a sequential scan, which it then ran once per visit of a bulk update
-- while the same statement filled the table (one UPDATE of 145,000 visits' metaJson had not ended after 10 minutes).
CREATE OR REPLACE FUNCTION media_marks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'DELETE FROM media_marks WHERE store_visit_id = $1' USING NEW.id;
  INSERT INTO media_marks (store_visit_id, list, uuid)
  SELECT NEW.id, m.list, m.uuid FROM media_marks_of(NEW.meta_json) m;
  RETURN NULL;
END $$;
