import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';

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
 * `transport` with the ETags of its successful answers kept by path (the query left out): a
 * host's catalogue answer is tagged with a hash of its body (server/http/tagged.ts), which names
 * its content without serialising the parsed catalogue again (./texts.ts).
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
      if (answer.status === 200 && etag !== undefined) {
        etags.set(request.url.split('?', 1)[0] ?? request.url, etag);
      }
      return answer;
    },
  };
}
