-- Issue 28: password recovery by e-mail (ADR 0047).

-- A recovery link's token is a random bearer secret (32 bytes, base64url) that only the
-- customer's mailbox holds: the table keeps its SHA-256, so a copy of it opens nothing. A link
-- works once (`used_at`) and until `expires_at`; a new password by any way (the link, the
-- area's change) deletes every link of the account (server/identity/sessions.ts).
CREATE TABLE password_recoveries (
  token_hash text PRIMARY KEY,          -- hex SHA-256 of the token
  account_id text NOT NULL,
  supplier text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_recoveries_account ON password_recoveries (account_id);
CREATE INDEX password_recoveries_expiry ON password_recoveries (expires_at);

-- Recovery requests per login name and supplier, known or not (so a refusal never tells
-- whether an account exists), counted in the database so every process counts the same ones:
-- a fixed window from the name's first request in it.
CREATE TABLE password_recovery_throttle (
  supplier text NOT NULL,
  username text NOT NULL,
  window_start timestamptz NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (supplier, username)
);
CREATE INDEX password_recovery_throttle_age ON password_recovery_throttle (window_start);
