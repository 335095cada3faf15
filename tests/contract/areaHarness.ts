import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { seedCustomerArea } from '../../server/area/seed.ts';
import { buildApp } from '../../server/app.ts';
import { importBundle } from '../../server/bundles.ts';
import { apiAudience, createAuthenticate } from '../../server/identity/bearer.ts';
import { demoAccounts } from '../../server/identity/demoAccounts.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import {
  ALFA,
  bundles,
  config,
  fixturesDir,
  freshStorage,
  testKeys,
  type DatabaseKind,
} from './harness.ts';

/**
 * The API with the customer area (issue 18) on a fresh database of `kind`: the sample bills
 * imported, the area seeded, and the real bearer check (server/identity/bearer.ts) trusting a
 * key pair made here, so the tests sign their own tokens. The identity provider's own tokens
 * are tested end to end by its tests; here only the API's side of the contract matters.
 */
export interface AreaApp {
  app: FastifyInstance;
  runtime: Runtime;
  /** A token of `account` for Alfa, or with the claims and key changed. */
  token(account: string, change?: { expiresIn?: number; forged?: boolean }): Promise<string>;
  /** A request to Alfa with `account`'s token, or none. */
  call(options: InjectOptions, account: string | null): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const issuer = 'http://bolletta.alfa-energia.test/oidc';

export async function openAreaApp(kind: DatabaseKind): Promise<AreaApp> {
  const runtime = await openRuntime({ ...config, ...(await freshStorage(kind)) });
  for (const bundle of bundles) await importBundle(runtime.db, bundle, fixturesDir, runtime.blobs);
  await seedCustomerArea(runtime.db, bundles, demoAccounts(bundles), runtime.blobs);

  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const forger = (await generateKeyPair('ES256')).privateKey;
  const jwks: JSONWebKeySet = {
    keys: [{ ...(await exportJWK(publicKey)), kid: 'area-test', alg: 'ES256' }],
  };
  const authenticate = createAuthenticate({
    keys: () => Promise.resolve(jwks),
    issuer: () => issuer,
  });
  const app = await buildApp({ ...runtime, env: testKeys, authenticate });

  const token: AreaApp['token'] = (account, change = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ supplier: 'alfa' })
      .setProtectedHeader({ alg: 'ES256', kid: 'area-test' })
      .setIssuer(issuer)
      .setAudience(apiAudience)
      .setSubject(account)
      .setIssuedAt(now - 600)
      .setExpirationTime(now + (change.expiresIn ?? 300))
      .sign(change.forged === true ? forger : privateKey);
  };
  return {
    app,
    runtime,
    token,
    async call(options, account) {
      const headers: Record<string, string> = { host: ALFA };
      if (account !== null) headers['authorization'] = `Bearer ${await token(account)}`;
      return app.inject({ ...options, headers: { ...headers, ...options.headers } });
    },
    async close() {
      await app.close();
      await runtime.db.close();
    },
  };
}
