// @vitest-environment node
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InvalidData } from '../validation.ts';
import { acknowledgement } from './acknowledgement.ts';
import { contactsFile, readContacts } from './contactsInfo.ts';

const hostsDir = fileURLToPath(new URL('../../hosts/', import.meta.url));

describe('a host’s contact channels (decision 270)', () => {
  it.each(readdirSync(hostsDir))('%s ships channels within contacts-info', (host) => {
    const info = readContacts(path.join(hostsDir, host), host);
    expect(info.phones.length).toBeGreaterThan(0);
    expect(info.emails.map((email) => email.kind)).toContain('pec');
  });

  it('gives a host without the file its name and no channels', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'quadro-contacts-'));
    expect(readContacts(folder, 'Gamma Luce')).toEqual({
      supplierName: 'Gamma Luce',
      phones: [],
      emails: [],
      hours: [],
      emergency: [],
      offices: [],
    });
  });

  it('names the file and the field of a file outside the schema', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'quadro-contacts-'));
    writeFileSync(path.join(folder, contactsFile), JSON.stringify({ supplierName: 'Gamma' }));
    expect(() => readContacts(folder, 'Gamma')).toThrow(InvalidData);
    expect(() => readContacts(folder, 'Gamma')).toThrow(/contacts\.json.*phones/);
  });
});

describe('the acknowledgement of a contact request', () => {
  it('quotes the request’s number, subject and day in Rome', () => {
    const message = acknowledgement({
      id: '42',
      category: 'Richiesta rimborso',
      subject: 'Rimborso doppio pagamento',
      received: new Date('2026-03-31T22:30:00Z'),
    });
    expect(message.subject).toBe('Abbiamo ricevuto la tua richiesta n. 42');
    expect(message.body).toContain(
      'del 01/04/2026: «Rimborso doppio pagamento» (Richiesta rimborso)',
    );
  });
});
