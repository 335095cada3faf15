import type { FastifyInstance } from 'fastify';
import { SignJWT, importJWK } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { seedDemoAccounts } from '../../server/identity/accounts.ts';
import { demoAccounts, demoPassword } from '../../server/identity/demoAccounts.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import {
  ALFA,
  bundles,
  config,
  databaseKinds,
  expectProblem,
  freshStorage,
  reopensDatabase,
  testKeys,
} from './harness.ts';
import { browser, loginAs, refresh, startLogin } from './login.ts';

/**
 * Issue 18: the providers keep nothing in memory. A new runtime on the same database (a
 * restart, or another process behind the balancer) still refreshes a token, keeps the login's
 * session, and verifies the tokens issued before; and production refuses to start without a
 * host's identity settings.
 */
const giulia = 'BNCGLI85M52H501X';

describe.each(databaseKinds)('the identity provider across a restart (%s)', (kind) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-idp-restart-'));
  let life: { runtime: Runtime; app: FastifyInstance } | undefined;
  const start = async (storage: Awaited<ReturnType<typeof freshStorage>>) => {
    const runtime = await openRuntime({ ...config, ...storage });
    life = { runtime, app: await buildApp({ ...runtime, sandboxes: true, env: {} }) };
    return life;
  };
  const stop = async () => {
    await life?.app.close();
    await life?.runtime.db.close();
    life = undefined;
  };
  afterAll(async () => {
    await stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it(
    'refreshes, keeps the session and the keys after a restart; refuses an expired token',
    reopensDatabase,
    async () => {
      const storage = await freshStorage(kind, path.join(folder, 'pglite'));
      const first = await start(storage);
      await seedDemoAccounts(first.runtime.db, demoAccounts(bundles));
      const tokens = await loginAs(first.app, ALFA, giulia, demoPassword);
      await stop();

      const second = await start(storage);
      const menu = (token: string) =>
        second.app.inject({
          url: '/api/menu',
          headers: { host: ALFA, authorization: `Bearer ${token}` },
        });
      expect((await menu(tokens.access_token)).statusCode).toBe(200);
      const renewed = await refresh(second.app, ALFA, tokens.refresh_token ?? '');
      expect(renewed.status).toBe(200);
      // The provider's session cookie still names a live session: no login page this time.
      const again = await startLogin(browser(second.app, ALFA, tokens.browser.jar));
      expect(again.loginPath).toMatch(/^\/auth\/callback\?code=/);

      // A token signed with the host's real key, for this API, but expired: refused.
      const [row] = await second.runtime.db.query<{ jwks: { keys: Record<string, unknown>[] } }>(
        "SELECT jwks FROM identity_keys WHERE host = 'bolletta.alfa-energia.test'",
      );
      const jwk = row?.jwks.keys[0] ?? {};
      const expired = await new SignJWT({ supplier: 'alfa' })
        .setProtectedHeader({ alg: 'ES256', kid: String(jwk['kid']) })
        .setIssuer(`http://${ALFA}/oidc`)
        .setAudience('quadro-api')
        .setSubject(`alfa:${giulia}`)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
        .sign(await importJWK(jwk, 'ES256'));
      expectProblem(await menu(expired), 401, 'login-expired');
    },
  );
});

describe.each(databaseKinds)('production identity settings (%s)', (kind) => {
  const attempt = async (env: Record<string, string>, origin = true) => {
    const runtime = await openRuntime({ ...config, ...(await freshStorage(kind)) });
    const hosts = origin
      ? runtime.hosts
      : {
          ...runtime.hosts,
          all: runtime.hosts.all.map((host) => ({
            ...host,
            server: { ...host.server, identity: { secret: { env: 'QUADRO_ALFA_IDENTITY_KEYS' } } },
          })),
        };
    try {
      const app = await buildApp({ ...runtime, hosts, env });
      await app.close();
      return 'started';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await runtime.db.close();
    }
  };

  it(
    'stops the start without a host’s identity secret, naming its variable',
    reopensDatabase,
    async () => {
      const env = Object.fromEntries(
        Object.entries(testKeys).filter(([name]) => name !== 'QUADRO_BETA_IDENTITY_KEYS'),
      );
      expect(await attempt(env)).toMatch(/QUADRO_BETA_IDENTITY_KEYS is not set/);
      expect(
        await attempt({ ...testKeys, QUADRO_ALFA_IDENTITY_KEYS: '{"signingKeys":[]}' }),
      ).toMatch(/QUADRO_ALFA_IDENTITY_KEYS has no signingKeys/);
      expect(await attempt(testKeys)).toBe('started');
    },
  );

  it(
    'stops the start without a host’s public origin, naming the setting',
    reopensDatabase,
    async () => {
      expect(await attempt(testKeys, false)).toMatch(/has no identity.origin/);
    },
  );
});
