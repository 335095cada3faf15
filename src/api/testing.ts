import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createClient } from './client.ts';
import { createMediaClient } from './media.ts';

/** What the fake server answers for a path: a status and a raw body, or a thrown error. */
export type FakeAnswer = { status?: number; body: string } | Error;

/**
 * An axios adapter that answers from a table instead of the network, and keeps every request
 * it saw, for the tests of src/api and of the pages that use it.
 */
export function fakeServer(answers: Record<string, FakeAnswer>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    const answer = answers[config.url ?? ''] ?? { status: 404, body: '{"statusCode":404}' };
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({
      data: answer.body,
      status: answer.status ?? 200,
      statusText: '',
      headers: {},
      config,
    });
  };
  return { adapter, requests };
}

export const networkDown = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK);

export const json = (value: unknown, status = 200): FakeAnswer => ({
  status,
  body: JSON.stringify(value),
});

/**
 * A logged-in customer's clients over the fake server (a test or a story of the customer area):
 * the real JSON and file clients with a bearer token, answering from `answers`.
 */
export function fakeLogin(answers: Record<string, FakeAnswer>) {
  const { adapter, requests } = fakeServer(answers);
  const options = { credentials: () => ({ token: 'test-token', fromCrypto: false }), adapter };
  return { client: createClient(options), media: createMediaClient(options), requests };
}
