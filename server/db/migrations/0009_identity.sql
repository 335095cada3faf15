-- Issue 18: the identity provider's state (ADR 0029). Nothing of it lives in a process's memory,
-- so any number of processes serve the login behind a load balancer and a restart logs nobody
-- out.

-- The customers who can log in: one row per login, its name unique per supplier (two suppliers
-- may both have a customer with the same fiscal code). The password is kept as scrypt's hash
-- with its own salt (`scrypt$<salt>$<hash>`, both base64url), never as sent.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  supplier text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (supplier, username)
);

-- oidc-provider's models (Session, Grant, Interaction, AuthorizationCode, AccessToken,
-- RefreshToken, ...), as its adapter interface stores them: a JSON payload by model and id,
-- per host (each host runs its own provider). `expires_at` is when the provider stops reading
-- the row; expired rows are deleted by the adapter as it writes. The secondary keys the
-- provider looks rows up by (a session's uid, a grant's members, a device's user code) are
-- columns so that they are indexed.
CREATE TABLE oidc_models (
  host text NOT NULL,
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  PRIMARY KEY (host, model, id)
);
CREATE INDEX oidc_models_grant ON oidc_models (host, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_models_uid ON oidc_models (host, model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_models_user_code ON oidc_models (host, model, user_code)
  WHERE user_code IS NOT NULL;
CREATE INDEX oidc_models_expiry ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;

-- Demo mode only (`npm start`, the end-to-end sample server): each host's signing keys (a
-- private JWKS) and cookie keys, generated on the first start and kept, so a restart keeps
-- every session and every token valid. In production they come from secrets instead.
CREATE TABLE identity_keys (
  host text PRIMARY KEY,
  jwks jsonb NOT NULL,
  cookie_keys jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
