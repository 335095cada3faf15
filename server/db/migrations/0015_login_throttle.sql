-- Issue 27: the identity provider's sessions end with the password, and logins are throttled
-- per account as well as per address (ADR 0040).

-- A password change ends every other session and grant of the account (server/identity/
-- sessions.ts), found by the account id in the provider's own JSON: indexed, so the change
-- reads only that account's rows, on every host that serves its supplier.
CREATE INDEX oidc_models_account ON oidc_models (model, (payload->>'accountId'))
  WHERE model IN ('Session', 'Grant');

-- Failed logins per login name and supplier (server/identity/throttle.ts), in the database so
-- that every process counts the same attempts. Kept for any name typed, known or not, so the
-- answer never tells whether an account exists; a row is forgotten a day after its last
-- attempt, and a successful login or a password change deletes it.
CREATE TABLE login_throttle (
  supplier text NOT NULL,
  username text NOT NULL,
  failures integer NOT NULL,
  last_attempt timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL,
  PRIMARY KEY (supplier, username)
);
CREATE INDEX login_throttle_age ON login_throttle (last_attempt);
