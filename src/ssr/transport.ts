import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { parseJson, type Client, type Credentials, type RawAnswer } from '../api/index.ts';

/** One request to the API, as the server answers it in-process (fastify's `inject`). */
export interface TransportRequest {
  method: string;
  /** Path and query, on the page's own origin. */
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface TransportAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

/**
 * An axios adapter that hands the page's requests to `transport` instead of the network: the
 * page's own API client (its headers, its checks of every answer) runs on the server against
 * the server's own routes (ADR 0019).
 */
export function transportAdapter(transport: Transport): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    return {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
      request: {},
    };
  };
}

/**
 * `transport` with the ETags of the answers a browser keeps, by path (the query left out): a
 * 200 with an ETag and no `no-store`, which is the host's configuration (its settings, catalogue
 * and templates: server/http/tagged.ts), never a customer's answer. A tag is a hash of the body:
 * it names a catalogue's content without serialising it again (./texts.ts), and it names what
 * the first view's state leaves to the browser's cache (ADR 0059).
 */
export function taggedTransport(transport: Transport): {
  transport: Transport;
  etags: Map<string, string>;
} {
  const etags = new Map<string, string>();
  return {
    etags,
    transport: async (request) => {
      const answer = await transport(request);
      const etag = answer.headers['etag'];
      const stored = !/\bno-store\b/.test(answer.headers['cache-control'] ?? '');
      if (answer.status === 200 && etag !== undefined && stored) {
        etags.set(request.url.split('?', 1)[0] ?? request.url, etag);
      }
      return answer;
    },
  };
}

/**
 * The page's API client for the server render, on `transport` without axios: the same requests
 * as `createClient` with `transportAdapter` (the same headers, credentials read at each call,
 * the same bodies) and the same reading of the answers (a status outside 2xx, a body that is
 * not JSON and a thrown error each a `LoadFailure`), compared call by call in
 * ./transportClient.test.ts. axios's request pipeline (config merging, header objects,
 * interceptors) was a twentieth of a cold render for eight in-process calls; the answers'
 * checks are the API's own (`createApi`), as before.
 */
export function transportClient(transport: Transport, credentials: () => Credentials): Client {
  const send = async (method: string, url: string, body?: unknown): Promise<RawAnswer> => {
    const { token, fromCrypto } = credentials();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      FromCrypto: String(fromCrypto),
    };
    try {
      const answer = await transport({
        method,
        url,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (answer.status < 200 || answer.status > 299) {
        return { ok: false, failure: { reason: 'status', status: answer.status } };
      }
      return parseJson(answer.body);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, failure: { reason: 'network', detail } };
    }
  };
  return {
    getJson: (path) => send('GET', path),
    postJson: (path, body) => send('POST', path, body),
    putJson: (path, body) => send('PUT', path, body),
    deleteJson: (path) => send('DELETE', path),
  };
}
