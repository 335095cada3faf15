import type { LightMyRequestResponse } from 'fastify';
import { ingestPath } from '../../server/identity/bearer.ts';
import type { Bundle } from '../../server/bundles.ts';
import { ALFA, BETA, bundles, testKeys, type TestApp } from './harness.ts';

/** The billing clients of hosts/ and the secrets a production-like test app has (testKeys). */
export const clients = {
  alfa: { host: ALFA, id: 'alfa-billing', secret: testKeys['QUADRO_ALFA_INGEST_SECRET'] ?? '' },
  beta: { host: BETA, id: 'beta-billing', secret: testKeys['QUADRO_BETA_INGEST_SECRET'] ?? '' },
};
export type Client = (typeof clients)['alfa'];

/** The token endpoint's answer to a client credentials request, as a billing system sends it. */
export function askToken(
  t: TestApp,
  client: Client,
  options: { scope?: string; secret?: string; resource?: string } = {},
): Promise<LightMyRequestResponse> {
  const basic = Buffer.from(`${client.id}:${options.secret ?? client.secret}`).toString('base64');
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    scope: options.scope ?? 'bills:write bills:read',
    ...(options.resource === undefined ? {} : { resource: options.resource }),
  });
  return t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      host: client.host,
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  });
}

/** An access token of `client`, or the test fails with the endpoint's answer. */
export async function tokenOf(t: TestApp, client: Client, scope?: string): Promise<string> {
  const response = await askToken(t, client, scope === undefined ? {} : { scope });
  if (response.statusCode !== 200) throw new Error(`no token: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** An ingestion call on `client`'s host with `token`. */
export function call(
  t: TestApp,
  client: Client,
  token: string | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  contentType = 'application/json',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${ingestPath}${path}`,
    headers: {
      host: client.host,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': contentType }),
    },
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A sample bill's bundle as a billing system sends it: under `id`, without a PDF file. */
export function billOf(sample: string, id: string): Bundle {
  const found = bundles.find((bundle) => bundle.id === sample);
  if (!found) throw new Error(`no sample ${sample}`);
  const bill: Bundle = { ...structuredClone(found), id };
  delete bill.pdf;
  delete bill.$schema;
  return bill;
}

/** The document call of a link, on the bill's host. */
export function documentOf(t: TestApp, host: string, link: string) {
  return t.app.inject({ url: `/api/bollettainterattiva/document/${link}`, headers: { host } });
}
