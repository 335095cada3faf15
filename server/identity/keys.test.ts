// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { generateProviderKeys, parseSecret, publicKeys, resolveIdentitySecrets } from './keys.ts';

const host = (name: string, identity?: object) =>
  ({ name, server: identity ? { identity } : {} }) as unknown as Host;

describe("the identity providers' keys (issue 18)", () => {
  it('needs nothing in demo mode', () => {
    expect(resolveIdentitySecrets([host('a.test')], {}, true).of(host('a.test'))).toBeUndefined();
  });

  it('names every missing setting and variable in production, never a value', () => {
    const hosts = [
      host('a.test'),
      host('b.test', { origin: 'https://b.test', secret: { env: 'B_KEYS' } }),
      host('c.test', { origin: 'https://c.test', secret: { env: 'C_KEYS' } }),
    ];
    expect(() => resolveIdentitySecrets(hosts, { C_KEYS: '{"signingKeys":"x"}' }, false)).toThrow(
      /a\.test\/server\.json has no identity\.origin.*a\.test\/server\.json has no identity\.secret\.env.*B_KEYS is not set.*C_KEYS has no signingKeys/,
    );
  });

  it('reads a secret of private keys and cookie keys, and publishes only public halves', async () => {
    const keys = await generateProviderKeys();
    const text = JSON.stringify({ signingKeys: keys.jwks.keys, cookieKeys: keys.cookieKeys });
    const parsed = parseSecret(text);
    expect(parsed).toEqual(keys);
    expect(parseSecret('{"signingKeys":[{"kty":"EC"}],"cookieKeys":["x"]}')).toBe(
      'has a signing key that is not a private JWK',
    );
    expect(
      parseSecret(JSON.stringify({ signingKeys: keys.jwks.keys, cookieKeys: ['short'] })),
    ).toMatch(/cookieKeys/);
    const [published] = publicKeys(keys.jwks).keys;
    expect(published).not.toHaveProperty('d');
    expect(published).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
  });
});
