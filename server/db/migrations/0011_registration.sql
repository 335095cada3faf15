-- Issue 18: a customer's registration to the customer area (decision 261). A registration
-- starts when the applicant proves, with data of one of its bills, to be a customer of this
-- supplier; it keeps the chosen password (hashed) and the profile until the acceptances create
-- the account, and then stays, spent, as the record of the consents given. The id the page holds
-- is a random bearer secret: only its SHA-256 is stored, so a copy of the table opens nothing.

CREATE TABLE registrations (
  id_hash        text PRIMARY KEY,           -- hex SHA-256 of the registration id
  supplier       text NOT NULL,
  customer_id    text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  password_hash  text,                       -- scrypt, as accounts.password_hash
  email          text,
  phone          text,
  contact_time   text,
  profile_at     timestamptz,                -- when the profile was saved
  privacy        boolean,
  terms          boolean,
  marketing      boolean,
  accepted_at    timestamptz,                -- when the acceptances were given
  account_id     text,                       -- the account created: the registration is spent
  CHECK ((account_id IS NULL) = (accepted_at IS NULL))
);
CREATE INDEX registrations_customer ON registrations (customer_id);
