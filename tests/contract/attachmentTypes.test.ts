import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCareMessages } from '../../server/store/inbox.ts';
import { ALFA, care, databaseKinds, expectProblem, openTestApp, type TestApp } from './harness.ts';

/**
 * Issue 12: an attachment is taken only when its content is a PDF or an image (JPEG, PNG, GIF,
 * WebP), whatever its name or declared type say; the type stored is the one its bytes show.
 */
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => Buffer.from(part)));
const tail = [0, 1, 2, 250, 255, 128];

const taken: [string, Buffer, string][] = [
  ['ricevuta.pdf', bytes('%PDF-1.7\n', tail), 'application/pdf'],
  ['foto.jpg', bytes([0xff, 0xd8, 0xff, 0xe0], tail), 'image/jpeg'],
  ['foto.png', bytes([0x89], 'PNG\r\n\x1a\n', tail), 'image/png'],
  ['foto.gif', bytes('GIF89a', tail), 'image/gif'],
  ['foto.webp', bytes('RIFF', [1, 0, 0, 0], 'WEBPVP8 ', tail), 'image/webp'],
  ['scansione.pdf', bytes([0x89], 'PNG\r\n\x1a\n', tail), 'image/png'],
  ['senza estensione', bytes('%PDF-1.4', tail), 'application/pdf'],
];

const refused: [string, Buffer][] = [
  ['pagina.pdf', bytes('<!doctype html><script>alert(1)</script>')],
  ['note.txt', bytes('riga uno\n')],
  ['lettera.docx', bytes('PK\x03\x04', tail)],
  ['lettera.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], tail)],
  ['logo.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
  ['programma.exe', bytes('MZ', tail)],
];

describe.each(databaseKinds)('attachment types (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const bills = ['alfa-2026-0002', 'alfa-2026-0003', 'alfa-2026-0004', 'alfa-2026-0005'];
  let next = 0;
  /** A bill per few messages, so the daily quota of one bill is never what answers. */
  const freshBill = () => bills[Math.floor(next++ / 5) % bills.length] ?? 'alfa-2026-0002';

  const careMessage = (bill: string, name: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api_alfa_messaggio/${t.crypto(bill)}`,
      headers: { host: ALFA },
      payload: care('Evidenza pagamento', {
        files: [{ name, content: content.toString('base64') }],
      }),
    });
  const email = (bill: string, name: string, declared: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bollettainterattiva/sendemail/${t.crypto(bill)}`,
      headers: { host: ALFA },
      payload: {
        oggetto: 'Ricevuta',
        messaggio: 'Allego la ricevuta.',
        allegato_nome: name,
        allegato_tipo: declared,
        allegato: content.toString('base64'),
      },
    });
  const last = async (bill: string) =>
    (await listCareMessages(t.runtime.db, t.runtime.blobs, bill)).at(-1);

  it.each(taken)('takes %s and stores it as the type its bytes show', async (name, file, type) => {
    const bill = freshBill();
    const response = await careMessage(bill, name, file);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await last(bill))?.attachments[0];
    expect(stored).toMatchObject({ name, contentType: type, size: file.length });
    expect(Buffer.from(stored?.bytes ?? []).equals(file)).toBe(true);
  });

  it.each(refused)(
    'refuses %s with 415 attachment-type, naming it, storing nothing',
    async (name, file) => {
      const bill = freshBill();
      const before = (await listCareMessages(t.runtime.db, t.runtime.blobs, bill)).length;
      const problem = expectProblem(await careMessage(bill, name, file), 415, 'attachment-type');
      expect(problem.message).toContain(name);
      expect(await listCareMessages(t.runtime.db, t.runtime.blobs, bill)).toHaveLength(before);
    },
  );

  it('never stores sendemail’s declared type: text/html over a PDF is kept as application/pdf', async () => {
    const bill = freshBill();
    const pdf = bytes('%PDF-1.4', tail);
    expect((await email(bill, 'ricevuta.pdf', 'text/html', pdf)).statusCode).toBe(200);
    const message = await last(bill);
    expect(message?.attachments[0]?.contentType).toBe('application/pdf');
    expect(JSON.stringify(message?.payload)).not.toContain('text/html');
  });

  it('refuses sendemail’s HTML declared as application/pdf with 415 attachment-type', async () => {
    const html = bytes('<html><body onload="alert(1)"></body></html>');
    const problem = expectProblem(
      await email(freshBill(), 'ricevuta.pdf', 'application/pdf', html),
      415,
      'attachment-type',
    );
    expect(problem.message).toContain('ricevuta.pdf');
  });
});
