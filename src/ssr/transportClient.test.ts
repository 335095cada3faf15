import { describe, expect, it } from 'vitest';
import { createClient, type Client } from '../api/index.ts';
import {
  transportAdapter,
  transportClient,
  type Transport,
  type TransportRequest,
} from './transport.ts';

type Answer = Awaited<ReturnType<Transport>>;

/** A transport that records what it was asked and answers from `answer`. */
function recording(answer: (request: TransportRequest) => Answer | Promise<Answer>) {
  const asked: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    asked.push(request);
    return answer(request);
  };
  return { asked, transport };
}

/** Every kind of call and answer the page's client meets, made through `client`. */
async function exercise(client: Client) {
  return [
    await client.getJson('/hostsettings.json'),
    await client.getJson('/api/public/access?id=abc&lang=en'),
    await client.postJson('/api/bollettainterattiva/sendemail/abc', { oggetto: 'x', n: 1 }),
    await client.putJson('/api/area/profile', { email: 'a@b.it' }),
    await client.deleteJson('/api/area/messages/7'),
    await client.getJson('/status/404'),
    await client.getJson('/status/500'),
    await client.getJson('/not-json'),
    await client.getJson('/throws'),
  ];
}

function answer(request: TransportRequest): Answer {
  if (request.url === '/throws') throw new Error('the route blew up');
  const status = /^\/status\/(\d+)$/.exec(request.url)?.[1];
  if (status) return { status: Number(status), headers: {}, body: '{"title":"no"}' };
  if (request.url === '/not-json') return { status: 200, headers: {}, body: '<html>' };
  return { status: 200, headers: { etag: '"e"' }, body: JSON.stringify({ asked: request.url }) };
}

describe("the server render's API client", () => {
  it.each([
    ['before a session', { token: undefined, fromCrypto: false }],
    ['with the session of a link', { token: 'tok.en', fromCrypto: true }],
  ])('sends what the page’s axios client sends and reads what it reads, %s', async (_, session) => {
    const axiosSide = recording(answer);
    const viaAxios = createClient({
      credentials: () => session,
      adapter: transportAdapter(axiosSide.transport),
    });
    const directSide = recording(answer);
    const direct = transportClient(directSide.transport, () => session);
    const [expected, actual] = [await exercise(viaAxios), await exercise(direct)];
    expect(actual).toEqual(expected);
    expect(directSide.asked).toEqual(axiosSide.asked);
  });
});
