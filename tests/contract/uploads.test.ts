import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCareMessages } from '../../server/store/inbox.ts';
import { messageBody } from '../../server/http/bodyLimits.ts';
import { ALFA, BETA, databaseKinds, expectProblem, openTestApp, type TestApp } from './harness.ts';

/**
 * Spec §5 and §9: an attachment may be at most 2,097,152 bytes ("allegato peso"); the server
 * checks the decoded size (decision 36: 413 attachment-too-large) and refuses a body over the
 * route's limit unread (413, the problem shape).
 */
const LIMIT = 2_097_152;
/** Random bytes that start as a PDF does: only allowed types are taken (issue 12). */
const pdfOf = (size: number) => {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
};
const atLimit = pdfOf(LIMIT);
const overLimit = pdfOf(LIMIT + 1);

/** Base64 as a browser may send it: bare, with FileReader's data: prefix, or in 76-character lines. */
const encodings: [string, (bytes: Buffer) => string][] = [
  ['bare base64', (bytes) => bytes.toString('base64')],
  ['a data: URL', (bytes) => `data:application/pdf;base64,${bytes.toString('base64')}`],
  ['76-character lines', (bytes) => bytes.toString('base64').replace(/(.{76})/g, '$1\r\n')],
];

const uploads = [
  {
    route: 'POST api_alfa_messaggio',
    host: ALFA,
    bill: 'alfa-2026-0001',
    url: (link: string) => `/api/api_alfa_messaggio/${link}`,
    body: (content: string) => ({
      description: 'Allego la ricevuta.',
      category: 'Evidenza pagamento',
      files: [{ name: 'ricevuta.pdf', content }],
    }),
    bodyLimit: messageBody(5).bodyLimit,
  },
  {
    route: 'POST api_beta_messaggio',
    host: BETA,
    bill: 'beta-2026-0001',
    url: (link: string) => `/api/api_beta_messaggio/${link}`,
    body: (content: string) => ({
      description: 'Allego la ricevuta.',
      category: 'Richiesta rimborso',
      files: [{ name: 'ricevuta.pdf', content }],
    }),
    bodyLimit: messageBody(5).bodyLimit,
  },
  {
    route: 'POST sendemail',
    host: ALFA,
    bill: 'alfa-2026-0002',
    url: (link: string) => `/api/bollettainterattiva/sendemail/${link}`,
    body: (content: string) => ({
      oggetto: 'Ricevuta',
      messaggio: 'Allego la ricevuta.',
      allegato_nome: 'ricevuta.pdf',
      allegato_tipo: 'application/pdf',
      allegato: content,
    }),
    bodyLimit: messageBody(1).bodyLimit,
  },
];

describe.each(databaseKinds)('uploads (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  describe.each(uploads)('$route', ({ host, bill, url, body, bodyLimit }) => {
    const send = (payload: string | object) =>
      t.app.inject({
        method: 'POST',
        url: url(t.crypto(bill)),
        headers: { host, 'content-type': 'application/json' },
        payload,
      });
    const count = async () => (await listCareMessages(t.runtime.db, t.runtime.blobs, bill)).length;

    it.each(encodings)(
      'refuses 2,097,153 decoded bytes as %s with 413 attachment-too-large',
      async (_how, encode) => {
        const before = await count();
        const problem = expectProblem(
          await send(body(encode(overLimit))),
          413,
          'attachment-too-large',
        );
        expect(problem.message).toContain('2097152');
        expect(problem.message).toContain('allegato peso');
        expect(await count()).toBe(before);
      },
    );

    it.each(encodings)(
      'takes exactly 2,097,152 bytes as %s and stores them whole',
      async (_how, encode) => {
        const response = await send(body(encode(atLimit)));
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        expect(response.json()).toBe(1);
        const last = (await listCareMessages(t.runtime.db, t.runtime.blobs, bill)).at(-1);
        expect(last?.attachments).toHaveLength(1);
        expect(last?.attachments[0]?.size).toBe(LIMIT);
        expect(Buffer.from(last?.attachments[0]?.bytes ?? []).equals(atLimit)).toBe(true);
      },
    );

    it('refuses a body over the route’s limit unread, with the 413 problem shape', async () => {
      const before = await count();
      const filler = 'A'.repeat(bodyLimit);
      expectProblem(await send(JSON.stringify(body(filler))), 413, 'body-too-large');
      expect(await count()).toBe(before);
    });
  });

  it('refuses a message whose second file is too large, storing neither', async () => {
    const before = (await listCareMessages(t.runtime.db, t.runtime.blobs, 'alfa-2026-0003')).length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/api_alfa_messaggio/${t.crypto('alfa-2026-0003')}`,
      headers: { host: ALFA },
      payload: {
        description: 'Due ricevute.',
        category: 'Evidenza pagamento',
        files: [
          { name: 'prima.pdf', content: Buffer.from('%PDF-1.4').toString('base64') },
          { name: 'seconda.pdf', content: overLimit.toString('base64') },
        ],
      },
    });
    const problem = expectProblem(response, 413, 'attachment-too-large');
    expect(problem.message).toContain('seconda.pdf');
    expect(await listCareMessages(t.runtime.db, t.runtime.blobs, 'alfa-2026-0003')).toHaveLength(
      before,
    );
  });

  it('takes five files at the limit in one message (the route’s limit leaves room for them)', async () => {
    const content = atLimit.toString('base64');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/api_alfa_messaggio/${t.crypto('alfa-2026-0007')}`,
      headers: { host: ALFA },
      payload: {
        description: 'Cinque ricevute.',
        category: 'Evidenza pagamento',
        files: Array.from({ length: 5 }, (_, index) => ({ name: `r${index}.pdf`, content })),
      },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [message] = await listCareMessages(t.runtime.db, t.runtime.blobs, 'alfa-2026-0007');
    expect(message?.attachments.map((file) => file.size)).toEqual([
      LIMIT,
      LIMIT,
      LIMIT,
      LIMIT,
      LIMIT,
    ]);
  });
});
