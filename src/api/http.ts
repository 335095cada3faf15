import axios, { type AxiosAdapter, type AxiosInstance, type CreateAxiosDefaults } from 'axios';

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

/** How one kind of call reads its answers, on top of what every call shares. */
export interface HttpSetup {
  responseType: 'text' | 'blob';
  transformResponse?: CreateAxiosDefaults['transformResponse'];
  /** Headers every request of this instance carries besides the credentials. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * The axios instance of every call of spec §7 (JSON and files alike, project decision 48):
 * the options' base, timeout and adapter, every status handed back rather than thrown, and on
 * each request `Authorization: Bearer` (once the session has a token) and `FromCrypto`, read
 * from `credentials()` at that moment.
 */
export function createHttp(options: ClientOptions, setup: HttpSetup): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? 30_000,
    responseType: setup.responseType,
    ...(setup.transformResponse ? { transformResponse: setup.transformResponse } : {}),
    validateStatus: () => true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  http.interceptors.request.use((config) => {
    const { token, fromCrypto } = options.credentials();
    if (token !== undefined) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('FromCrypto', String(fromCrypto));
    for (const [name, value] of Object.entries(setup.headers ?? {}))
      config.headers.set(name, value);
    return config;
  });
  return http;
}
