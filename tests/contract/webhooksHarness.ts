import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * Starts a receiver on 127.0.0.1, over TLS when given a key and certificate. An answer of 0
 * leaves the request without a response (a receiver that hangs).
 */
export async function startReceiver(
  secret: string,
  tls?: { key: string; cert: string },
): Promise<Receiver> {
  const receiver: Receiver = {
    origin: '',
    got: [],
    answer: () => 200,
    accepted: () => receiver.got.filter((r) => r.verified && r.status >= 200 && r.status < 300),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  const verifier = new Webhook(secret);
  const handler: RequestListener = (request, response) => {
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
      if (received.status !== 0) response.writeHead(received.status).end();
    });
  };
  const server = tls ? createTlsServer(tls, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  receiver.origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
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

/** A throwaway self-signed certificate for 127.0.0.1, its files in `folder`. */
export function selfSigned(folder: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(folder, 'key.pem');
  const certFile = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/**
 * A copy of hosts/ whose webhook endpoints are `endpoint(host)`'s (none when it answers
 * undefined), for a real process (QUADRO_HOSTS_DIR): production refuses the sample hosts'
 * `/dev/webhooks/` demo endpoints.
 */
export function hostsWith(
  hostsDir: string,
  endpoint: (host: string) => Record<string, unknown> | undefined,
): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-hosts-'));
  cpSync(hostsDir, folder, { recursive: true });
  for (const host of readdirSync(folder)) {
    const file = path.join(folder, host, 'server.json');
    const server = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const webhooks = server['webhooks'] as { endpoints: Record<string, unknown>[] } | undefined;
    const given = endpoint(host);
    if (!given || !webhooks) delete server['webhooks'];
    else server['webhooks'] = { endpoints: webhooks.endpoints.map((e) => ({ ...e, ...given })) };
    writeFileSync(file, JSON.stringify(server));
  }
  return folder;
}
