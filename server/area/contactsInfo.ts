import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContactsInfo } from '../../schemas/types/contacts-info.gen.ts';
import { firstHolding } from '../hosts/extends.ts';
import type { Host } from '../hosts/hosts.ts';
import { describe, InvalidData, validatorFor } from '../validation.ts';

/** The file of a host's folder that holds its contact channels (decision 270). */
export const contactsFile = 'contacts.json';

/**
 * A host's contact channels for GET /api/contacts, from `hosts/<host>/contacts.json`: the
 * reference server's stand-in for the supplier's own records. Configuration read once per
 * host, like the rest of the host's folder (every process reads the same file, nothing is
 * state); a host without the file has no channels but its name. A file outside
 * contacts-info.schema.json is an error naming the file (tests/unit checks the shipped ones).
 */
const byFolder = new Map<string, ContactsInfo>();

export function contactsOf(host: Host): ContactsInfo {
  const known = byFolder.get(host.folder);
  if (known) return known;
  // A variant without its own file has its parent's channels (decision 307).
  const folder = firstHolding(host.chain, contactsFile) ?? host.folder;
  const info = readContacts(folder, host.settings.supplierName ?? host.name);
  byFolder.set(host.folder, info);
  return info;
}

export function readContacts(folder: string, supplierName: string): ContactsInfo {
  const file = path.join(folder, contactsFile);
  if (!existsSync(file)) {
    return { supplierName, phones: [], emails: [], hours: [], emergency: [], offices: [] };
  }
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const validate = validatorFor('contacts-info.schema.json');
  if (!validate(value)) throw new InvalidData(file, describe(validate.errors));
  return value as ContactsInfo;
}
