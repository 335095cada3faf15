-- Issue 27, item 4: a provider notification refused before its signature or MAC was verified
-- is kept within a quota (server/payments/unverified.ts): `unverified` marks such rows and
-- `client` is the address (or IPv6 prefix) it came from. After each one is kept, the oldest
-- beyond the quota per address and overall are deleted; these indexes make that a short scan.
-- Verified outcomes and every row kept before this migration are neither, and stay as they are.
ALTER TABLE payment_outcomes ADD COLUMN unverified boolean NOT NULL DEFAULT false;
ALTER TABLE payment_outcomes ADD COLUMN client text;
CREATE INDEX payment_outcomes_unverified_by_client ON payment_outcomes (client, id) WHERE unverified;
CREATE INDEX payment_outcomes_unverified ON payment_outcomes (id) WHERE unverified;
