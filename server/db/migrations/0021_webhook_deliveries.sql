-- Issue 29 (ADR 0049): signed webhooks. The fan-out copies each event of the outbox (0020) into
-- one delivery row per endpoint that wants it; workers of any number of processes claim due
-- rows with FOR UPDATE SKIP LOCKED, so PGlite and PostgreSQL run the same SQL.

-- How far the fan-out has read the outbox: one row, locked by the process that fans out.
CREATE TABLE webhook_fanout (
  one        boolean PRIMARY KEY DEFAULT true CHECK (one),
  after_seq  bigint NOT NULL DEFAULT 0
);
INSERT INTO webhook_fanout DEFAULT VALUES;

-- One event for one endpoint (host + endpoint id of server.json). The event's id is the
-- `webhook-id` of every attempt, so a receiver recognises a retry.
CREATE TABLE webhook_deliveries (
  id           bigserial PRIMARY KEY,
  event_seq    bigint NOT NULL REFERENCES events (seq),
  host         text NOT NULL,
  endpoint     text NOT NULL,
  -- Copied from the event: a row waits while an earlier one of its key is pending.
  ordering_key text,
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts     integer NOT NULL DEFAULT 0,
  -- When it may be tried next; a claim pushes it on by a lease, so a worker that dies
  -- mid-attempt leaves the row to another. Null once delivered or dead.
  next_at      timestamptz,
  -- When it was queued (or queued again): the dead-letter bound counts from here.
  queued_at    timestamptz NOT NULL,
  delivered_at timestamptz,
  last_status  integer,
  last_error   text,
  UNIQUE (event_seq, host, endpoint)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_order ON webhook_deliveries (host, endpoint, ordering_key, event_seq)
  WHERE state = 'pending';

-- Every attempt, for `quadro events show`.
CREATE TABLE webhook_attempts (
  delivery_id  bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  at           timestamptz NOT NULL,
  status       integer,
  error        text,
  ms           integer NOT NULL
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, at);

-- Endpoints switched off: by an answer 410 Gone, or by `quadro events disable`. Their rows stay
-- pending and go out when `quadro events enable` switches them back on.
CREATE TABLE webhook_endpoints_disabled (
  host        text NOT NULL,
  endpoint    text NOT NULL,
  disabled_at timestamptz NOT NULL,
  reason      text NOT NULL,
  PRIMARY KEY (host, endpoint)
);
