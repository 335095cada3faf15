-- Issue 18: what customers send to customer care from the customer area's contacts page
-- (POST /api/contacts/sendemail/{id}), for the supplier's back office. The customer also gets
-- a "we received your request" message in customer_messages, which `message_id` names.

CREATE TABLE contact_requests (
  id          bigserial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  account_id  text NOT NULL,                -- the login that sent it (an administrator, maybe)
  supplier    text NOT NULL,
  category    text NOT NULL,
  subject     text NOT NULL,
  description text NOT NULL,
  contract_id text,                         -- the customer's contract it is about, if any
  routing     jsonb NOT NULL,               -- spec §9's priority, owner, typology, subcategory
  message_id  bigint REFERENCES customer_messages (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
-- The daily quota counts a customer's requests of the last 24 hours.
CREATE INDEX contact_requests_recent ON contact_requests (customer_id, received_at);

-- A request's attachment: bytes in the blob store beside PGlite, in bytea on a server (ADR 0014).
CREATE TABLE contact_request_files (
  request_id   bigint NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  position     integer NOT NULL,
  name         text NOT NULL,
  content_type text NOT NULL,
  size         integer NOT NULL,
  bytes        bytea,
  blob_sha256  text,
  PRIMARY KEY (request_id, position),
  CHECK ((bytes IS NULL) <> (blob_sha256 IS NULL))
);
