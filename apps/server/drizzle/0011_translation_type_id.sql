-- Issue 27: the Excel export reads one kind's records a window of ids at a time. With only the
-- (translate_type, origin_text) index, the planner (on statistics PGlite never refreshes: it has no
-- autovacuum) read every record of the kind for each window; this index answers the window alone.
CREATE INDEX IF NOT EXISTS "translation_records_type_id_idx" ON "translation_records" USING btree ("translate_type","id");
