-- Which outcome marked a bill paid, and under which transaction code. The payments primary key
-- already makes a second marking a no-op; the outcome that won is flagged `marked` in the same
-- transaction, so the audit answers "what marked this bill" without guessing from timestamps,
-- and the partial unique index lets the database itself refuse a second marking outcome if a
-- future write path ever bypassed the payments row.
ALTER TABLE payment_outcomes ADD COLUMN code text;
ALTER TABLE payment_outcomes ADD COLUMN marked boolean NOT NULL DEFAULT false;

-- Outcomes kept before this migration: the first provider's raw record carries its codTrans.
UPDATE payment_outcomes SET code = raw ->> 'codTrans'
  WHERE jsonb_typeof(raw) = 'object' AND jsonb_typeof(raw -> 'codTrans') = 'string';

-- For bills already paid, the first accepted outcome of the paying attempt is the one that marked.
UPDATE payment_outcomes SET marked = true WHERE id IN (
  SELECT min(o.id) FROM payment_outcomes o
  JOIN payments p ON p.document_id = o.document_id AND p.code = o.code
  WHERE o.accepted GROUP BY o.document_id
);

CREATE UNIQUE INDEX payment_outcomes_one_marking ON payment_outcomes (document_id) WHERE marked;
CREATE INDEX payment_outcomes_code ON payment_outcomes (code);
