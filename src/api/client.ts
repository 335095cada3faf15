import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import type { LoadFailure } from './types.ts';

/** Who is asking: the session a bill link opened (spec §6). */
export interface Credentials {
  token: string | undefined;
  /** True when access came from a link. */
  fromCrypto: boolean;
}

export interface ClientOptions {
  /** Read before every request, so a session started after the client was made is used. */
  credentials: () => Credentials;
  /** The web API's base; '' is the page's own origin. */
  baseURL?: string;
  timeout?: number;
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
}

/** An answer before its schema is checked: JSON, or why there is none. */
export type RawAnswer = { ok: true; body: unknown } | { ok: false; failure: LoadFailure };

export interface Client {
  getJson(path: string): Promise<RawAnswer>;
  /** POSTs `body` as JSON and reads the JSON answer, with the same guarantees as `getJson`. */
  postJson(path: string, body: unknown): Promise<RawAnswer>;
}

/**
 * The HTTP client of every call of spec §7. Each request carries `Authorization: Bearer` (once
 * the session has a token) and `FromCrypto`. It never throws: a status of 4xx or 5xx, a body
 * that is not JSON, a network failure and a timeout all come back as a `LoadFailure`.
 */
export function createClient(options: ClientOptions): Client {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? 30_000,
    // The body is parsed here, not by axios, which would hand over malformed JSON as a string.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  http.interceptors.request.use((config) => {
    const { token, fromCrypto } = options.credentials();
    if (token !== undefined) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('FromCrypto', String(fromCrypto));
    config.headers.set('Accept', 'application/json');
    return config;
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
    getJson: (path) => send(() => http.get<unknown>(path)),
    postJson: (path, body) =>
      send(() =>
        http.post<unknown>(path, JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
  };
}

function parseJson(data: unknown): RawAnswer {
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
