-- The media answers' facts alone, covering what the photo and video widgets read, so that their facts come from an
-- index-only scan (issue 14). A media value is a document uuid, so every key is short.
CREATE INDEX "answer_facts_media_idx" ON "answer_facts" USING btree ("question_canonical_key","client_id","visit_date","store_visit_id","question_uuid","answer_value","answer_id") WHERE media;
