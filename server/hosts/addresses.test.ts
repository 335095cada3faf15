// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostNamed, hostOfSegment, onOrigin, ownPath, ownUrl, withParams } from './addresses.ts';
import type { Host, Hosts } from './hosts.ts';

const host = (name: string, aliases: string[] = []): Host =>
  ({ name, server: { aliases } }) as unknown as Host;
const beta = host('bolletta.beta-gas.test', ['127.0.0.1']);
const alfa = host('bolletta.alfa-energia.test', ['localhost']);
const hosts: Hosts = { all: [alfa, beta], lookup: () => alfa, bySupplier: () => undefined };

describe('own addresses (decisions 80 and 82)', () => {
  it('names a host by its name or alias in any case, never the default host', () => {
    expect(hostNamed(hosts, 'BOLLETTA.beta-gas.test')).toBe(beta);
    expect(hostNamed(hosts, '127.0.0.1')).toBe(beta);
    expect(hostNamed(hosts, 'elsewhere.test')).toBeUndefined();
  });

  it('reads a base64 segment in either alphabet, padded or not', () => {
    for (const encoding of ['base64', 'base64url'] as const) {
      expect(hostOfSegment(hosts, Buffer.from(beta.name).toString(encoding))).toBe(beta);
    }
    expect(hostOfSegment(hosts, 'bm9wZQ')).toBeUndefined();
  });

  it('accepts a path of this origin and an http(s) URL of a host served here', () => {
    expect(ownUrl(hosts, '/worldlineEsito?id=x')).toBe('/worldlineEsito?id=x');
    expect(ownUrl(hosts, 'http://127.0.0.1:4173/a?b=c')).toBe('http://127.0.0.1:4173/a?b=c');
    expect(ownUrl(hosts, 'https://bolletta.beta-gas.test/')).toBe(
      'https://bolletta.beta-gas.test/',
    );
  });

  it.each([
    'https://evil.example/',
    'https://bolletta.beta-gas.test.evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    'javascript:alert(1)',
    'ftp://bolletta.beta-gas.test/',
    'worldlineEsito',
    '',
  ])('refuses %j: a browser would leave the portal, or it is no address', (address) => {
    expect(ownUrl(hosts, address)).toBeNull();
  });

  it('gives the path and query to inject at, and sets query parameters keeping a path a path', () => {
    expect(ownPath(hosts, 'http://localhost:4173/api/x/1?y=2')).toBe('/api/x/1?y=2');
    expect(ownPath(hosts, 'https://evil.example/api')).toBeNull();
    expect(withParams('/worldlineAnnullo?id=a', { esito: 'KO' })).toBe(
      '/worldlineAnnullo?id=a&esito=KO',
    );
    expect(withParams('https://b.test/x', { esito: 'ANNULLO' })).toBe(
      'https://b.test/x?esito=ANNULLO',
    );
  });

  it.each([
    ['/worldlineEsito?id=x', 'http://127.0.0.1:4173', true],
    ['http://127.0.0.1:4173/a', 'http://127.0.0.1:4173', true],
    ['http://bolletta.beta-gas.test/a', 'http://bolletta.beta-gas.test', true],
    ['http://bolletta.beta-gas.test:80/a', 'http://bolletta.beta-gas.test', true],
    ['http://127.0.0.1:4174/a', 'http://127.0.0.1:4173', false],
    ['http://127.0.0.1/a', 'http://127.0.0.1:4173', false],
    ['https://127.0.0.1:4173/a', 'http://127.0.0.1:4173', false],
    ['http://127.0.0.1:4173/a', 'not an origin', false],
  ])('%s on the request origin %s: %s (scheme and port compared)', (address, origin, same) => {
    expect(onOrigin(address, origin)).toBe(same);
  });
});
