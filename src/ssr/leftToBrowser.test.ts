import { describe, expect, it } from 'vitest';
import { leaveToBrowser } from './leftToBrowser.ts';
import { taggedTransport, type TransportAnswer } from './transport.ts';

describe("the first view's answers split (ADR 0059)", () => {
  it('leaves tagged answers to the browser by tag and carries the rest', () => {
    const answers = {
      '/hostsettings.json': { supplier: 'alfa' },
      '/locales/it.json': { a: 'b' },
      '/api/public/access?id=x': { token: 't' },
      '/api/bollettainterattiva/document/x': { document_number: '1' },
    };
    const etags = new Map([
      ['/hostsettings.json', '"s"'],
      ['/locales/it.json', '"t"'],
      // Recorded without its query: the access answer itself is not the kept one.
      ['/api/public/access', '"never"'],
    ]);
    expect(leaveToBrowser(answers, etags)).toEqual({
      answers: {
        '/api/public/access?id=x': { token: 't' },
        '/api/bollettainterattiva/document/x': { document_number: '1' },
      },
      kept: { '/hostsettings.json': '"s"', '/locales/it.json': '"t"' },
    });
  });
});

describe("the tags recorded of the server's own answers", () => {
  it('are those of answers a browser keeps: a 200 with an ETag and no no-store', async () => {
    const answers: Record<string, TransportAnswer> = {
      '/locales/it.json': {
        status: 200,
        headers: { etag: '"t"', 'cache-control': 'no-cache' },
        body: '{}',
      },
      '/mine': { status: 200, headers: { etag: '"m"', 'cache-control': 'no-store' }, body: '{}' },
      '/gone': { status: 404, headers: { etag: '"g"' }, body: '{}' },
      '/plain': { status: 200, headers: {}, body: '{}' },
    };
    const { transport, etags } = taggedTransport((request) => {
      const answer = answers[request.url.split('?', 1)[0] ?? ''];
      return answer ? Promise.resolve(answer) : Promise.reject(new Error(request.url));
    });
    for (const url of ['/locales/it.json?v=1', '/mine', '/gone', '/plain']) {
      await transport({ method: 'GET', url, headers: {}, body: undefined });
    }
    expect([...etags]).toEqual([['/locales/it.json', '"t"']]);
  });
});
