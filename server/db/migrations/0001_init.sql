-- The reference API's tables. Bills are imported whole (document, instalments, modules) as
-- jsonb, because they are the supplier back end's data, kept exactly as it sends them; what the
-- page sends back is stored in typed columns beside its raw payload, for audit.

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE documents (
  id          text PRIMARY KEY,
  supplier    text NOT NULL,
  title       text NOT NULL DEFAULT '',
  template    text,
  document    jsonb NOT NULL,
  instalments jsonb,
  modules     jsonb,
  profile     jsonb,
  contacts    jsonb,
  imported_at timestamptz NOT NULL DEFAULT now()
);

-- The bill PDF (and later other media) of a document; its id is random and never shown bare.
CREATE TABLE media (
  id           text PRIMARY KEY,
  document_id  text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  kind         text NOT NULL,
  filename     text NOT NULL,
  content_type text NOT NULL,
  bytes        bytea NOT NULL,
  UNIQUE (document_id, kind)
);

-- Customer-care requests: the current form (`messaggio`) and the older e-mail (`sendemail`).
CREATE TABLE care_messages (
  id          bigserial PRIMARY KEY,
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  supplier    text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('messaggio', 'sendemail')),
  category    text,
  subject     text,
  body        text,
  payload     jsonb NOT NULL, -- the request without file contents
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE attachments (
  id           bigserial PRIMARY KEY,
  message_id   bigint NOT NULL REFERENCES care_messages (id) ON DELETE CASCADE,
  name         text NOT NULL,
  content_type text NOT NULL,
  size         integer NOT NULL,
  bytes        bytea NOT NULL
);

CREATE TABLE readings (
  id          bigserial PRIMARY KEY,
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  supplier    text NOT NULL,
  site_id     text NOT NULL,
  value       bigint NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- A customer's digital profile as edited; before the first edit the bill bundle's profile holds.
CREATE TABLE profiles (
  supplier    text NOT NULL,
  customer_id text NOT NULL,
  profile     jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier, customer_id)
);

CREATE TABLE profile_changes (
  id          bigserial PRIMARY KEY,
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  supplier    text NOT NULL,
  customer_id text NOT NULL,
  changes     jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- One row per payment attempt sent to a card provider (its transaction code is unique).
CREATE TABLE payment_attempts (
  code         text PRIMARY KEY,
  document_id  text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  supplier     text NOT NULL,
  provider     text NOT NULL,
  amount_cents bigint NOT NULL,
  currency     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Every raw outcome as it arrived, valid or not: the audit trail.
CREATE TABLE payment_outcomes (
  id          bigserial PRIMARY KEY,
  document_id text NOT NULL,
  supplier    text NOT NULL,
  provider    text NOT NULL,
  source      text NOT NULL,
  accepted    boolean NOT NULL,
  reason      text NOT NULL DEFAULT '',
  raw         jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- A bill is paid once: the primary key makes a second marking a no-op, whatever the order or
-- concurrency of the browser return and the provider's notification.
CREATE TABLE payments (
  document_id  text PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  provider     text NOT NULL,
  code         text NOT NULL,
  amount_cents bigint NOT NULL,
  paid_at      timestamptz NOT NULL DEFAULT now()
);
