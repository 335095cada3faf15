-- Issue 18: the customer area's own data. A customer is who bills are made out to (a holder
-- and fiscal code of a supplier); an account (a login) may act for several customers. The
-- customer's invoices are not copied here: they are the stored documents of its supplier and
-- fiscal code, found through the expression index at the end.

CREATE TABLE customers (
  id            text PRIMARY KEY,           -- `<supplier>:<fiscal code>`, like the demo accounts
  supplier      text NOT NULL,
  code          text NOT NULL,              -- the supplier's customer code (idAnagrafica)
  fiscal_code   text NOT NULL,              -- codice fiscale or partita IVA, upper case
  name          text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('person', 'business')),
  email         text,
  phone         text,
  pec           text,
  billing_email text,
  paper_bill    boolean NOT NULL DEFAULT false,
  address       jsonb NOT NULL DEFAULT '[]', -- the postal address, as lines
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (supplier, fiscal_code)
);

-- Which customers an account acts for. `account_id` names a row of `accounts`, which the
-- identity provider's migration 0009 creates: no foreign key, so the customer area and the
-- identity provider can be migrated, seeded and tested apart (and an account of an external
-- provider needs no row there).
CREATE TABLE account_customers (
  account_id  text NOT NULL,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  role        text NOT NULL DEFAULT 'holder' CHECK (role IN ('holder', 'administrator')),
  position    integer NOT NULL DEFAULT 0,   -- the order the client selector offers
  PRIMARY KEY (account_id, customer_id)
);

-- One supply contract per supply point (POD for power, PDR for gas) of a customer.
CREATE TABLE contracts (
  id          text PRIMARY KEY,             -- the contract code, e.g. CTR-2019-004518
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  commodity   text NOT NULL CHECK (commodity IN ('power', 'gas')),
  point       text NOT NULL,                -- the POD or PDR
  site_id     text NOT NULL DEFAULT '',     -- the supplier's id of the supply site (id_sede)
  address     jsonb NOT NULL DEFAULT '[]',
  offer       text NOT NULL DEFAULT '',
  offer_code  text NOT NULL DEFAULT '',
  start_date  date,
  status      text NOT NULL CHECK (status IN ('active', 'activating', 'closed')),
  details     json NOT NULL DEFAULT '{}',   -- the supply's details as its bill lists them, in order
  UNIQUE (customer_id, point)
);

-- Messages from the supplier to a customer. Deleting marks them (the supplier keeps its copy).
CREATE TABLE customer_messages (
  id          bigserial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  category    text NOT NULL DEFAULT 'info',
  subject     text NOT NULL,
  body        text NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz,
  deleted_at  timestamptz
);
CREATE INDEX customer_messages_inbox ON customer_messages (customer_id, sent_at DESC)
  WHERE deleted_at IS NULL;

-- Which invoices an account has opened in the area: the others are "new" (/api/invoices/new).
CREATE TABLE invoice_views (
  account_id  text NOT NULL,
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  seen_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, document_id)
);

-- A supplier's FAQ, by topic, in the supplier's language (data, like bills).
CREATE TABLE faq_entries (
  supplier text NOT NULL,
  id       text NOT NULL,
  topic    text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  question text NOT NULL,
  answer   text NOT NULL,
  PRIMARY KEY (supplier, id)
);

-- An FAQ entry's files: bytes in the blob store beside PGlite, in bytea on a server (ADR 0014).
CREATE TABLE faq_attachments (
  supplier     text NOT NULL,
  entry_id     text NOT NULL,
  id           text NOT NULL,
  filename     text NOT NULL,
  content_type text NOT NULL,
  size         integer NOT NULL,
  bytes        bytea,
  blob_sha256  text,
  PRIMARY KEY (supplier, entry_id, id),
  FOREIGN KEY (supplier, entry_id) REFERENCES faq_entries (supplier, id) ON DELETE CASCADE,
  CHECK ((bytes IS NULL) <> (blob_sha256 IS NULL))
);

-- A customer's invoices: the documents of its supplier whose fiscal code is the customer's.
CREATE INDEX documents_holder ON documents (supplier, upper(btrim(document ->> 'document_fiscal_code')));
