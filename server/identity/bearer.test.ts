// @vitest-environment node
import type { FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { Problem } from '../http/problem.ts';
import { apiAudience, createAuthenticate } from './bearer.ts';

const issuer = 'http://bolletta.alfa-energia.test/oidc';
const now = new Date('2026-11-26T10:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

let jwks: JSONWebKeySet;
let sign: (claims: Record<string, unknown>, options?: { key?: CryptoKey }) => Promise<string>;
let otherKey: CryptoKey;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  otherKey = (await generateKeyPair('ES256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] };
  sign = (claims, options = {}) =>
    new SignJWT({ supplier: 'alfa', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(typeof claims['iss'] === 'string' ? claims['iss'] : issuer)
      .setAudience(typeof claims['aud'] === 'string' ? claims['aud'] : apiAudience)
      .setSubject('alfa:BNCGLI85M52H501X')
      .setIssuedAt(seconds(now) - 60)
      .setExpirationTime(typeof claims['exp'] === 'number' ? claims['exp'] : seconds(now) + 300)
      .sign(options.key ?? privateKey);
});

function request(authorization?: string): FastifyRequest {
  const site = { settings: { supplier: 'alfa' } } as unknown as Host;
  return { headers: authorization ? { authorization } : {}, site } as unknown as FastifyRequest;
}

const authenticate = () =>
  createAuthenticate({ keys: () => Promise.resolve(jwks), issuer: () => issuer, now: () => now });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Problem) return `${String(error.statusCode)} ${error.code}`;
    throw error;
  }
  return 'accepted';
}

describe("the API's check of a customer's bearer token (issue 18)", () => {
  it('accepts a token of this host for this API, and names its account', async () => {
    const token = await sign({});
    expect(await authenticate()(request(`Bearer ${token}`))).toEqual({
      accountId: 'alfa:BNCGLI85M52H501X',
      supplier: 'alfa',
    });
  });

  it.each([
    ['no token', () => Promise.resolve(undefined), '401 login-required'],
    ['not a bearer token', () => Promise.resolve('Basic abc'), '401 login-required'],
    ['junk', () => Promise.resolve('Bearer abc.def.ghi'), '401 login-expired'],
    [
      'an expired token',
      async () => `Bearer ${await sign({ exp: seconds(now) - 1 })}`,
      '401 login-expired',
    ],
    ['another key', async () => `Bearer ${await sign({}, { key: otherKey })}`, '401 login-expired'],
    [
      'another audience',
      async () => `Bearer ${await sign({ aud: 'other-api' })}`,
      '401 login-expired',
    ],
    [
      'another issuer',
      async () => `Bearer ${await sign({ iss: 'http://evil.test/oidc' })}`,
      '401 login-expired',
    ],
    [
      'another supplier',
      async () => `Bearer ${await sign({ supplier: 'beta' })}`,
      '401 login-expired',
    ],
  ])('refuses %s', async (_, header, answer) => {
    expect(await refusal(authenticate()(request(await header())))).toBe(answer);
  });
});
