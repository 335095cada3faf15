-- Issue 13, decision in docs/spec-decisions.md: a bill's parts are stored as `json`, which keeps
-- the text as sent, so maps come back with their keys in the supplier's order (the amounts
-- table, the payment card's fields, a supply's details). jsonb sorted keys by length then bytes
-- ("IVA" first). No query reads inside these columns (the document call reads the row by its
-- primary key), so nothing needs jsonb's operators or indexes.
-- Rows imported before this migration keep the order jsonb gave them: it cannot be recovered
-- here; re-import their bundles (`quadro import`) to get the supplier's order back.
ALTER TABLE documents
  ALTER COLUMN document TYPE json USING document::json,
  ALTER COLUMN instalments TYPE json USING instalments::json,
  ALTER COLUMN modules TYPE json USING modules::json,
  ALTER COLUMN profile TYPE json USING profile::json,
  ALTER COLUMN contacts TYPE json USING contacts::json;

-- The profile as edited: the bundle's profile before the first edit, this row after it, so both
-- keep the order they were given. The audit tables (profile_changes, care_messages,
-- payment_outcomes) stay jsonb: nothing shows their order, and 0004 reads into payment_outcomes.
ALTER TABLE profiles ALTER COLUMN profile TYPE json USING profile::json;
