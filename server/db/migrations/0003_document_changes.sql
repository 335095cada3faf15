-- Every change to a document row (import, payment, PDF) is announced on the channel
-- quadro_documents with the document id, delivered when its transaction commits. API processes
-- listen to drop what they cached of that document (server/cache/documentCache.ts). A trigger,
-- so that no write path can forget to announce.
CREATE FUNCTION quadro_document_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quadro_documents', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$;

CREATE TRIGGER documents_changed AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION quadro_document_changed();
