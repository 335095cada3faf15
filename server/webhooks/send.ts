import { Webhook } from 'standardwebhooks';
import { messageOf, type StoredEvent } from '../events/outbox.ts';
import { DEV_WEBHOOKS_PREFIX, type Endpoint } from './settings.ts';

/** The Standard Webhooks headers of one attempt: one `v1,<sig>` per secret, space-separated. */
export function signedHeaders(
  endpoint: Pick<Endpoint, 'secrets'>,
  event: Pick<StoredEvent, 'id'>,
  body: string,
  at: Date,
): Record<string, string> {
  return {
    'webhook-id': event.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': endpoint.secrets
      .map((secret) => new Webhook(secret).sign(event.id, at, body))
      .join(' '),
  };
}

/** Where an endpoint's attempts go: its URL, or a `/dev/webhooks/` path on this server. */
export const targetOf = (endpoint: Pick<Endpoint, 'url'>, ownOrigin: string): string =>
  endpoint.url.startsWith(DEV_WEBHOOKS_PREFIX) ? `${ownOrigin}${endpoint.url}` : endpoint.url;

/** An attempt's answer: the HTTP status, or why there was none (timeout, refused connection). */
export interface Answer {
  status: number | null;
  error: string | null;
  ms: number;
}

/**
 * POSTs one event to one endpoint. The `webhook-timestamp` is the wall clock at the attempt
 * (receivers reject one far from theirs), never the scheduling clock. A redirect is an answer,
 * not followed (a 3xx counts as a failure), and the attempt gives up after the endpoint's timeout.
 */
export async function attempt(
  endpoint: Pick<Endpoint, 'url' | 'secrets' | 'timeoutMs'>,
  event: StoredEvent,
  ownOrigin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Answer> {
  const body = JSON.stringify(messageOf(event));
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetchImpl(targetOf(endpoint, ownOrigin), {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(endpoint.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'quadro-webhooks/1',
        ...signedHeaders(endpoint, event, body, new Date()),
      },
      body,
    });
    // The body is not read: only the status matters; cancelling frees the connection.
    await response.body?.cancel();
    const error =
      response.status >= 200 && response.status < 300
        ? null
        : `answered ${response.status}${response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : ''}`;
    return { status: response.status, error, ms: ms() };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer in ${endpoint.timeoutMs / 1000} s`
        : error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : String(error);
    return { status: null, error: reason, ms: ms() };
  }
}
