-- Issue 28 (ADR 0043): what a billing system says of a bill after sending it, kept in order:
-- paid elsewhere (its date and channel), cancelled, corrected (by which bill), withdrawn. The
-- documents row holds the newest status (migration 0016); this is the history the state call
-- answers, and who said it (the client id).
CREATE TABLE document_status_changes (
  id          bigserial PRIMARY KEY,
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('paid', 'cancelled', 'corrected', 'withdrawn')),
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_id   text NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX document_status_changes_document ON document_status_changes (document_id, id);
