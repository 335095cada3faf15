import { createServer, type IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import type { Host } from '../../server/hosts/hosts.ts';
import { resolveEndpoints, type Endpoint } from '../../server/webhooks/settings.ts';

/** A fresh signing secret, as an operator makes one (`whsec_` + 32 random bytes in base64). */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** One request the receiver got, and whether the official library verified it. */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  headers: IncomingHttpHeaders;
  verified: boolean;
  /** The status the receiver answered. */
  status: number;
}

/**
 * A supplier's webhook endpoint written as the Standard Webhooks specification's own library
 * tells an integrator to (`new Webhook(secret).verify(body, headers)`): it answers 401 to a
 * request that does not verify, else what `answer` says (200 unless a test makes it fail).
 */
export interface Receiver {
  origin: string;
  got: Received[];
  /** The status of the next answers to verified requests. */
  answer: (received: Received) => number;
  /** The requests it verified and answered 2xx, in the order they arrived. */
  accepted(): Received[];
  close(): Promise<void>;
}

export async function startReceiver(secret: string): Promise<Receiver> {
  const receiver: Receiver = {
    origin: '',
    got: [],
    answer: () => 200,
    accepted: () => receiver.got.filter((r) => r.verified && r.status >= 200 && r.status < 300),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const verifier = new Webhook(secret);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(request.headers[name] ?? '');
      let verified = true;
      try {
        verifier.verify(body, {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        });
      } catch {
        verified = false;
      }
      const received: Received = {
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body,
        headers: request.headers,
        verified,
        status: 401,
      };
      if (verified) received.status = receiver.answer(received);
      receiver.got.push(received);
      response.writeHead(received.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

/**
 * The hosts' endpoints as server.json sets them, each delivered to `/dev/webhooks/test` (the
 * path the sandboxes deliver to the given origin), with `env` holding the secrets.
 */
export function testEndpoints(
  hosts: readonly Host[],
  env: Record<string, string>,
  overrides: Partial<Pick<Endpoint, 'id' | 'deadAfterMs' | 'timeoutMs'>> = {},
): Endpoint[] {
  const configured = hosts.map((host) => ({
    ...host,
    server: {
      ...host.server,
      webhooks: {
        endpoints: (host.server.webhooks?.endpoints ?? []).map((e) => ({
          ...e,
          url: `/dev/webhooks/test-${host.settings.supplier}`,
        })),
      },
    },
  }));
  const endpoints = resolveEndpoints(configured, env, true).map((e) => ({ ...e, ...overrides }));
  expect(endpoints.length).toBeGreaterThan(0);
  return endpoints;
}

/** The parsed body of a request: the Standard Webhooks message `{type, timestamp, data}`. */
export const messageIn = (received: Received): { type: string; data: Record<string, unknown> } =>
  JSON.parse(received.body) as { type: string; data: Record<string, unknown> };
