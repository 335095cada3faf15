import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALFA, care, databaseKinds, expectSchema, openTestApp, type TestApp } from './harness.ts';

/**
 * Issue 12, item 6: refusals made outside any route are in the problem shape with a code too:
 * what Node's HTTP parser refuses (headers or a URL too large, a malformed request), a body over
 * its limit, and a request that arrives while the server shuts down. These need a real socket:
 * the requests are written byte for byte with node:net.
 */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a connection received into its HTTP answers. */
function answersIn(raw: string): Answer[] {
  const answers: Answer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [line = '', ...fields] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      fields.map((field) => {
        const colon = field.indexOf(':');
        return [field.slice(0, colon).toLowerCase(), field.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = end + 4;
    const bytes = Buffer.from(rest.slice(bodyStart));
    const body = bytes.subarray(0, length).toString();
    answers.push({ status: Number(line.split(' ')[1]), headers, body });
    rest = bytes.subarray(length).toString();
  }
  return answers;
}

/** Writes `chunks` on one connection (awaiting each function between them), reads to its end. */
function exchange(port: number, chunks: (string | (() => Promise<void>))[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes after a refusal; a reset after the answer arrived is that close.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    socket.on('close', () => {
      resolve(answersIn(received));
    });
    socket.on('connect', () => {
      void (async () => {
        for (const chunk of chunks) {
          if (typeof chunk === 'function') await chunk();
          else if (!socket.destroyed) socket.write(chunk);
        }
      })();
    });
  });
}

function expectProblemAnswer(answer: Answer | undefined, status: number, code: string): void {
  expect(answer?.status, JSON.stringify(answer)).toBe(status);
  expect(answer?.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer?.body ?? '') as { statusCode: number; code: string };
  expectSchema('problem.schema.json', body);
  expect(body).toMatchObject({ statusCode: status, code });
}

/** The security headers of every answer (server/http/security.ts), and no-store (issue 27). */
function expectGuarded(answer: Answer | undefined): void {
  expect(answer?.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(answer?.headers['x-frame-options']).toBe('DENY');
  expect(answer?.headers['x-content-type-options']).toBe('nosniff');
  expect(answer?.headers['referrer-policy']).toBe('no-referrer');
  expect(answer?.headers['cache-control']).toBe('no-store');
}

describe.each(databaseKinds)('refusals on a real socket (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await openTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.app.close();
    await t.runtime.db.close();
  });

  const get = (target: string, extra = '') =>
    `GET ${target} HTTP/1.1\r\nHost: ${ALFA}\r\n${extra}Connection: close\r\n\r\n`;

  it('answers a plain request (the socket helper reads what the server says)', async () => {
    const [answer] = await exchange(port, [get('/api/health')]);
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({ ok: true });
  });

  it.each([
    [
      'headers too large',
      get('/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`),
      431,
      'headers-too-large',
    ],
    ['a URL too long', get(`/api/health?q=${'a'.repeat(20_000)}`), 414, 'uri-too-long'],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'malformed-request'],
    ['an unknown HTTP version', 'GET / HTTP/9.9\r\n\r\n', 400, 'malformed-request'],
    [
      'a Content-Length that is not a number',
      get('/api/health', 'Content-Length: abc\r\n'),
      400,
      'malformed-request',
    ],
    ['a NUL in a header', get('/api/health', 'X-A: a\u0000b\r\n'), 400, 'malformed-request'],
  ])('refuses %s with a problem body', async (_what, request, status, code) => {
    const answers = await exchange(port, [request]);
    expect(answers).toHaveLength(1);
    expectProblemAnswer(answers[0], status, code);
    expect(answers[0]?.headers['connection']).toBe('close');
    expectGuarded(answers[0]);
  });

  // Issue 27: the router's own refusals run no hook; they carry the headers all the same.
  it.each([
    ['a path that does not decode', get('/api/%E0%A4%A'), 400, 'bad_url'],
    [
      'a path parameter over its length',
      get(`/api/bollettainterattiva/document/${'a'.repeat(700)}`),
      414,
      'max_param_length',
    ],
  ])('refuses %s with a problem body and the headers', async (_what, request, status, code) => {
    const [answer] = await exchange(port, [request]);
    expectProblemAnswer(answer, status, code);
    expectGuarded(answer);
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const link = t.crypto('alfa-2026-0001');
    const [answer] = await exchange(port, [
      `POST /api/api_alfa_messaggio/${link} HTTP/1.1\r\nHost: ${ALFA}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1073741824\r\nConnection: close\r\n\r\n{',
    ]);
    expectProblemAnswer(answer, 413, 'body-too-large');
  });

  // Last: it closes the app.
  it('answers 503 shutting-down to a request that arrives while it shuts down', async () => {
    const link = t.crypto('alfa-2026-0001');
    const body = JSON.stringify(care('Richiesta rimborso'));
    const half = Math.floor(body.length / 2);
    const answers = await exchange(port, [
      // A request in flight: its headers and half its body, on a kept-alive connection.
      `POST /api/api_alfa_messaggio/${link} HTTP/1.1\r\nHost: ${ALFA}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, half),
      async () => {
        await sleep(100); // the server has read them
        void t.app.close();
        while (t.app.server.listening) await sleep(10);
      },
      // The rest, and a second request on the same connection, after the close began.
      body.slice(half) + get('/api/health'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 503]);
    expectProblemAnswer(answers[1], 503, 'shutting-down');
    expect(answers[1]?.headers['connection']).toBe('close');
    expect(answers[1]?.headers['retry-after']).toBe('5');
  });
});
