-- Issue 29 (ADR 0048): the transactional outbox. Every action the server acknowledges writes
-- its event here in the same transaction as the action itself, so an event exists if and only
-- if the action was stored. Webhook deliveries and the pull feed both read from this table.

CREATE TABLE events (
  -- The order of the outbox, and the pull feed's cursor. A bigserial is taken at insert but
  -- transactions commit in any order, so readers take only rows whose transaction (`tx`) is
  -- older than every transaction still running (pg_snapshot_xmin): a row never appears behind
  -- a cursor that has already passed it.
  seq          bigserial PRIMARY KEY,
  tx           xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- The Standard Webhooks message id (`webhook-id`): the same on every retry and in the feed.
  id           text NOT NULL UNIQUE,
  type         text NOT NULL,
  supplier     text NOT NULL,
  -- The host the action came through; null for what no host carried (the billing system's
  -- status change names its client's host, the CLI none).
  host         text,
  -- Events with the same key are delivered in order (per bill: `bill:<id>`; per account:
  -- `account:<subject>`); null when the event stands alone.
  ordering_key text,
  occurred_at  timestamptz NOT NULL DEFAULT now(),
  data         jsonb NOT NULL
);
CREATE INDEX events_supplier ON events (supplier, seq);
CREATE INDEX events_ordering ON events (ordering_key, seq) WHERE ordering_key IS NOT NULL;
CREATE INDEX events_type ON events (type, seq);
