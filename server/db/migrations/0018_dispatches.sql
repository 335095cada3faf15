-- Issue 28: the e-mails that announce bills (ADR 0045). A durable queue in the database, so
-- that every process shares it: a new bill, or a new version that changes what is due, adds a
-- row in the transaction that stores it; any process's worker claims due rows with
-- FOR UPDATE SKIP LOCKED (never the same row twice), sends, and records the outcome.

CREATE TABLE dispatches (
  id            bigserial PRIMARY KEY,
  document_id   text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  supplier      text NOT NULL,
  -- The bundle's own address and language (`announce`), when it gave them: the address is
  -- otherwise found when sending (decision 417), so an account's later address is used.
  bundle_email  text,
  locale        text,
  state         text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  -- When the row may next be claimed: now when queued, later after a refusal (backoff), and a
  -- claim pushes it on by a lease so that a worker that dies mid-send is retried. Null: never
  -- again by itself (sent, or failed too often: `quadro dispatch retry` sets it).
  next_at       timestamptz DEFAULT now(),
  sent_to       text,
  -- The SMTP server's last reply: its queue id when sent, its refusal when not.
  reason        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  sent_at       timestamptz
);
CREATE INDEX dispatches_due ON dispatches (supplier, next_at) WHERE next_at IS NOT NULL;
CREATE INDEX dispatches_document ON dispatches (document_id, id);

-- Each host's sending rate (server.json `mail.perMinute`): the sends of the current minute,
-- counted by every process under the row's lock.
CREATE TABLE dispatch_rate (
  host    text PRIMARY KEY,
  minute  timestamptz NOT NULL,
  sent    integer NOT NULL
);

-- When a bill's link was first opened (GET /api/public/access): the "first opened" of its
-- e-mail's state. A table of its own, so the touch neither rewrites nor announces the document.
CREATE TABLE document_opens (
  document_id     text PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  first_opened_at timestamptz NOT NULL
);
