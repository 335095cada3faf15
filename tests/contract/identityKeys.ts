import { generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * The identity providers' keys a production-like test app (sandboxes off) is started with, in
 * the variables the hosts' server.json name (`identity.secret.env`): made here for this run,
 * like an operator's secret, never kept anywhere.
 */
function secret(host: string): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return JSON.stringify({
    signingKeys: [{ ...jwk, kid: `contract-${host}`, alg: 'ES256', use: 'sig' }],
    cookieKeys: [`contract-test-${host}-cookie-key-${String(Date.now())}`],
  });
}

export const identityTestKeys: Readonly<Record<string, string>> = {
  QUADRO_ALFA_IDENTITY_KEYS: secret('alfa'),
  QUADRO_BETA_IDENTITY_KEYS: secret('beta'),
  // Issue 28: the billing clients' secrets of the same providers (server/ingest/clients.ts).
  QUADRO_ALFA_INGEST_SECRET: randomBytes(32).toString('base64url'),
  QUADRO_BETA_INGEST_SECRET: randomBytes(32).toString('base64url'),
  // Issue 29: the webhook endpoints' signing secrets (server/webhooks/settings.ts).
  QUADRO_ALFA_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
  QUADRO_BETA_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
};
