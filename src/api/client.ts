import { createHttp, type ClientOptions } from './http.ts';
import type { LoadFailure } from './types.ts';

/** An answer before its schema is checked: JSON, or why there is none. */
export type RawAnswer = { ok: true; body: unknown } | { ok: false; failure: LoadFailure };

export interface Client {
  getJson(path: string): Promise<RawAnswer>;
  /** POSTs `body` as JSON and reads the JSON answer, with the same guarantees as `getJson`. */
  postJson(path: string, body: unknown): Promise<RawAnswer>;
  /** PUTs `body` as JSON (the profile update of spec §7), with the same guarantees. */
  putJson(path: string, body: unknown): Promise<RawAnswer>;
  /** DELETEs `path` and reads the JSON answer (a customer's message, spec §7). */
  deleteJson(path: string): Promise<RawAnswer>;
}

/**
 * The HTTP client of every call of spec §7. Each request carries `Authorization: Bearer` (once
 * the session has a token) and `FromCrypto`. It never throws: a status of 4xx or 5xx, a body
 * that is not JSON, a network failure and a timeout all come back as a `LoadFailure`.
 */
export function createClient(options: ClientOptions): Client {
  const http = createHttp(options, {
    // The body is parsed here, not by axios, which would hand over malformed JSON as a string.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    headers: { Accept: 'application/json' },
  });
  const send = async (request: () => Promise<{ status: number; data: unknown }>) => {
    try {
      const response = await request();
      if (response.status < 200 || response.status > 299) {
        return { ok: false, failure: { reason: 'status', status: response.status } } as const;
      }
      return parseJson(response.data);
    } catch (error) {
      return { ok: false, failure: { reason: 'network', detail: describeError(error) } } as const;
    }
  };
  return {
    getJson: (path) => send(() => http.get(path)),
    postJson: (path, body) =>
      send(() =>
        http.post(path, JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    putJson: (path, body) =>
      send(() =>
        http.put(path, JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    deleteJson: (path) => send(() => http.delete(path)),
  };
}

/** The answer's text as JSON, or why it is not (the server render's client reads it so too). */
export function parseJson(data: unknown): RawAnswer {
  if (typeof data !== 'string') {
    return { ok: false, failure: { reason: 'malformed', detail: 'the body is not text' } };
  }
  try {
    return { ok: true, body: JSON.parse(data) as unknown };
  } catch (error) {
    return { ok: false, failure: { reason: 'malformed', detail: describeError(error) } };
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
