import type {
  AxiosAdapter,
  AxiosStatic,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  CreateAxiosDefaults,
} from 'axios';

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

/** The four verbs of spec §7's calls, as axios answers them. */
export interface Http {
  get<T = unknown>(url: string): Promise<AxiosResponse<T>>;
  post<T = unknown>(
    url: string,
    data: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
  put<T = unknown>(
    url: string,
    data: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string): Promise<AxiosResponse<T>>;
}

// axios was a seventh of the bill route's initial JavaScript (21 of 150 KB gzip), and a bill
// rendered on the server shows and hydrates without a call: its chunk comes with the page's
// first call (decision 604). A failed import is not kept: the next call (the retry page's)
// imports again, and the call fails meanwhile as the network would.
let loading: Promise<AxiosStatic> | undefined;
function loadAxios() {
  loading ??= import('axios').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The axios instance of every call of spec §7 (JSON and files alike, project decision 48):
 * the options' base, timeout and adapter, every status handed back rather than thrown, and on
 * each request `Authorization: Bearer` (once the session has a token) and `FromCrypto`, read
 * from `credentials()` at that moment. Made at the first request, when axios has arrived; a
 * chunk that does not arrive fails the call as the network would (the caller's `LoadFailure`).
 */
export function createHttp(options: ClientOptions, setup: HttpSetup): Http {
  let instance: Promise<AxiosInstance> | undefined;
  const http = () =>
    (instance ??= loadAxios().then(
      (axios) => configure(axios, options, setup),
      (error: unknown) => {
        instance = undefined;
        throw error;
      },
    ));
  return {
    get: async (url) => (await http()).get(url),
    post: async (url, data, config) => (await http()).post(url, data, config),
    put: async (url, data, config) => (await http()).put(url, data, config),
    delete: async (url) => (await http()).delete(url),
  };
}

function configure(axios: AxiosStatic, options: ClientOptions, setup: HttpSetup): AxiosInstance {
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
