-- Issue 28 (ADR 0042): bills arrive again and again from a billing system. Each stored bill
-- keeps a version number, the hash of what was sent (a bill sent twice unchanged is recognised
-- without rewriting it) and a status the billing system changes; every version is kept whole in
-- document_versions, so a correction never loses what the customer was first shown. The links
-- seal the document id, not a version, so they keep working across versions.
ALTER TABLE documents
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN content_hash text,
  ADD COLUMN status text NOT NULL DEFAULT 'issued'
    CHECK (status IN ('issued', 'cancelled', 'corrected', 'withdrawn')),
  ADD COLUMN status_detail jsonb,
  ADD COLUMN status_at timestamptz;

CREATE TABLE document_versions (
  document_id  text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  version      integer NOT NULL,
  content_hash text NOT NULL,
  -- The bundle as sent, without the PDF's bytes (kept in media; their hash is in content_hash).
  bundle       json NOT NULL,
  -- Who sent it: 'import' (files), 'api' (the ingestion API), 'seed' (npm start's samples).
  source       text NOT NULL,
  stored_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version)
);

-- Bills stored before versions: their row is version 1, with an empty hash, so that the next
-- delivery of the same content is a new version 2 rather than "unchanged" against nothing.
INSERT INTO document_versions (document_id, version, content_hash, bundle, source, stored_at)
SELECT id, 1, '', json_build_object('id', id, 'supplier', supplier, 'title', title,
         'template', template, 'document', document, 'instalments', instalments,
         'modules', modules, 'profile', profile, 'contacts', contacts),
       'before-versions', imported_at
  FROM documents;
