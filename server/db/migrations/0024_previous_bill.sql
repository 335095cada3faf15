-- Issue 32, decisions 660–666, ADR 0058: a bill is compared with the previous stored bill of the
-- same supplier, client and supply point when the billing system sends no
-- `bolletta_precedente`. What that needs is kept on the row when the bill is stored
-- (server/store/documents.ts, from src/domain/previousBill.ts), so that the document call finds
-- the previous bill with one indexed lookup instead of reading inside the bills:
--   client_code   the customer code (`invoices_codice_cliente`, else the profile's idAnagrafica);
--   supply_point  `POD:<code>` or `PDR:<code>` of a bill of exactly one supply;
--   bill_date     the issue date; the previous bill is the newest one issued on an earlier day;
--   as_previous   what this bill says as a later bill's `bolletta_precedente`, null when a later
--                 bill cannot be compared with it (a credit note, facts it cannot read).
-- Rows stored before this migration have none of them until `keyStoredBills` fills them at
-- start (server/store/previousBills.ts); keys_filled tells which rows it has read.
ALTER TABLE documents
  ADD COLUMN client_code text,
  ADD COLUMN supply_point text,
  ADD COLUMN bill_date date,
  ADD COLUMN as_previous jsonb,
  ADD COLUMN keys_filled boolean NOT NULL DEFAULT false;

CREATE INDEX documents_same_supply
  ON documents (supplier, client_code, supply_point, bill_date, id)
  WHERE supply_point IS NOT NULL;

CREATE INDEX documents_keys_unfilled ON documents (id) WHERE NOT keys_filled;

-- The notification of 0003 also names every later bill of the same supply, when a change can
-- change which bill is their previous one (a new or deleted bill, another date, status, supply
-- or facts): each process drops what it cached of them, so their comparison is read again. A
-- payment or a PDF changes none of these and names the bill alone, as before.
CREATE OR REPLACE FUNCTION quadro_document_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quadro_documents', COALESCE(NEW.id, OLD.id));
  IF TG_OP = 'UPDATE'
     AND NEW.supplier IS NOT DISTINCT FROM OLD.supplier
     AND NEW.client_code IS NOT DISTINCT FROM OLD.client_code
     AND NEW.supply_point IS NOT DISTINCT FROM OLD.supply_point
     AND NEW.bill_date IS NOT DISTINCT FROM OLD.bill_date
     AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.as_previous IS NOT DISTINCT FROM OLD.as_previous THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.supply_point IS NOT NULL THEN
    PERFORM pg_notify('quadro_documents', later.id)
       FROM documents later
      WHERE later.supplier = OLD.supplier AND later.client_code = OLD.client_code
        AND later.supply_point = OLD.supply_point AND later.bill_date > OLD.bill_date;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.supply_point IS NOT NULL THEN
    PERFORM pg_notify('quadro_documents', later.id)
       FROM documents later
      WHERE later.supplier = NEW.supplier AND later.client_code = NEW.client_code
        AND later.supply_point = NEW.supply_point AND later.bill_date > NEW.bill_date;
  END IF;
  RETURN NULL;
END;
$$;
