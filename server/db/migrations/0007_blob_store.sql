-- Issue 12, ADR 0014: on the embedded database, attachments and bill PDFs are kept in a blob
-- store on disk (content-addressed by sha256) and the row holds the hash; on a PostgreSQL server
-- they stay in bytea. A row holds exactly one of the two.

ALTER TABLE attachments ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE attachments ADD COLUMN blob_sha256 text;
ALTER TABLE attachments ADD CONSTRAINT attachments_bytes_or_blob
  CHECK ((bytes IS NULL) <> (blob_sha256 IS NULL));

ALTER TABLE media ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE media ADD COLUMN blob_sha256 text;
ALTER TABLE media ADD CONSTRAINT media_bytes_or_blob
  CHECK ((bytes IS NULL) <> (blob_sha256 IS NULL));

-- The per-bill quota counts a bill's messages of the last day (issue 12).
CREATE INDEX care_messages_document_received ON care_messages (document_id, received_at);
