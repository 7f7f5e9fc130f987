-- The talent's group in the wait-colour order (0 Employee, 1 Contractor, 2 blank or unknown), stored from talent_type
-- trimmed of spaces, tabs and line breaks as the pure rule's trim() reads it: the review queue's colour sort read it for
-- every visit of its 45 days with lower() and btrim() (issue 14).
ALTER TABLE "talent" ADD COLUMN "group_rank" smallint GENERATED ALWAYS AS (CASE lower(btrim(coalesce(talent_type, ''), E' \t\n\r\f\v')) WHEN 'employee' THEN 0 WHEN 'contractor' THEN 1 ELSE 2 END) STORED NOT NULL;