-- The document call is the hot path: one row by primary key, no joins. Whether the bill is
-- paid and where its PDF is are kept on the document row, written in the same transaction as
-- the payment or the PDF (payments and media stay the source of truth and the audit).
ALTER TABLE documents ADD COLUMN paid boolean NOT NULL DEFAULT false;
ALTER TABLE documents ADD COLUMN pdf_media_id text;
UPDATE documents d SET paid = true WHERE EXISTS (SELECT 1 FROM payments p WHERE p.document_id = d.id);
UPDATE documents d SET pdf_media_id = m.id FROM media m WHERE m.document_id = d.id AND m.kind = 'pdf';
