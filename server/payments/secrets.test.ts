// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { NEXI_SANDBOX, WORLDLINE_SANDBOX } from '../sandbox/addresses.ts';
import { constantTimeEqual, resolvePaymentKeys } from './secrets.ts';

const nexiKey = { env: 'QUADRO_T_NEXI', sandboxDefault: 'sandbox-public-nexi-key' };
const worldlineKey = { env: 'QUADRO_T_WORLDLINE', sandboxDefault: 'sandbox-public-worldline-key' };
// Keys of a realistic length (32 bytes in base64), as a provider issues them.
const realNexi = 'q3Vx0m5YbJ2kR8wT1nH6cZ4pL9sD7fG0aE2uI5oK8jM=';
const realWorldline = 'W7tP2xQ9rB4mN6vC1zL8kJ3hG5fD0sA2wE9uY4iO7pR=';
const host = (name: string, nexiUrl = NEXI_SANDBOX, worldlineUrl = WORLDLINE_SANDBOX): Host => ({
  name,
  folder: '',
  chain: [],
  settings: { templateName: 't', supplier: name, locales: ['it'] },
  server: {
    payments: {
      nexi: { alias: 'A', macAlgorithm: 'sha1', macKey: nexiKey, url: nexiUrl },
      worldline: { merchantId: 'm', keyId: 'k', hmacKey: worldlineKey, url: worldlineUrl },
    },
  },
  catalogues: new Map(),
});

describe('payment keys, resolved once at start, fail closed', () => {
  const both = { QUADRO_T_NEXI: realNexi, QUADRO_T_WORLDLINE: realWorldline };

  it('takes the keys from the environment, as real keys', () => {
    const alfa = host('alfa');
    for (const sandboxes of [true, false]) {
      const keys = resolvePaymentKeys([alfa], both, sandboxes);
      expect(keys.of(alfa, 'nexi')).toEqual({ value: realNexi, sandbox: false });
      expect(keys.of(alfa, 'worldline')).toEqual({ value: realWorldline, sandbox: false });
      expect(keys.sandboxHosts).toEqual([]);
    }
  });

  it('uses the public sandbox key only for a host paying in the built-in sandbox, sandboxes on', () => {
    const alfa = host('alfa');
    const keys = resolvePaymentKeys([alfa], {}, true);
    expect(keys.of(alfa, 'nexi')).toEqual({ value: 'sandbox-public-nexi-key', sandbox: true });
    expect(keys.sandboxHosts).toEqual([alfa]);
  });

  it.each([
    [
      'unset, sandboxes off',
      {},
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI is not set.*sandboxes are off/,
    ],
    [
      'unset, a real provider',
      {},
      true,
      'https://pay.example/x',
      /QUADRO_T_NEXI is not set.*real key/,
    ],
    [
      'empty, sandboxes off',
      { QUADRO_T_NEXI: '' },
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI is set but empty/,
    ],
    [
      'empty, sandboxes on',
      { QUADRO_T_NEXI: '' },
      true,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI is set but empty/,
    ],
    ['blank', { QUADRO_T_NEXI: '  ' }, true, NEXI_SANDBOX, /QUADRO_T_NEXI is set but empty/],
    [
      'the public value',
      { QUADRO_T_NEXI: 'sandbox-public-nexi-key' },
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI holds a public sandbox key/,
    ],
    // Issue 27, item 3: the check compares what is used, the trimmed key.
    [
      'the public value and a newline',
      { QUADRO_T_NEXI: 'sandbox-public-nexi-key\n' },
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI holds a public sandbox key/,
    ],
    [
      'the public value in spaces, sandboxes on',
      { QUADRO_T_NEXI: ' sandbox-public-nexi-key\t' },
      true,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI holds a public sandbox key/,
    ],
    [
      "the other provider's public value",
      { QUADRO_T_NEXI: 'sandbox-public-worldline-key' },
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI holds a public sandbox key/,
    ],
    [
      'of two characters',
      { QUADRO_T_NEXI: '=a' },
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI is 2 characters.*at least 32/,
    ],
    [
      'of 31 characters and a newline',
      { QUADRO_T_NEXI: `${'k'.repeat(31)}\n` },
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI is 31 characters.*at least 32/,
    ],
  ])(
    'refuses to start with a key %s, naming the variable',
    (_case, env, sandboxes, url, message) => {
      const given = { QUADRO_T_WORLDLINE: realWorldline, ...env };
      expect(() => resolvePaymentKeys([host('alfa', url)], given, sandboxes)).toThrow(message);
    },
  );

  it('uses the trimmed key, the one every check read, from 32 characters on', () => {
    const alfa = host('alfa');
    const key = 'x'.repeat(32);
    const keys = resolvePaymentKeys([alfa], { ...both, QUADRO_T_NEXI: `  ${key}\r\n` }, false);
    expect(keys.of(alfa, 'nexi')).toEqual({ value: key, sandbox: false });
  });

  it("refuses another host's public key too", () => {
    const other = { env: 'QUADRO_T_OTHER', sandboxDefault: `sandbox-${'o'.repeat(40)}` };
    const beta: Host = {
      ...host('beta'),
      server: {
        payments: { nexi: { alias: 'B', macAlgorithm: 'sha1', macKey: other, url: NEXI_SANDBOX } },
      },
    };
    const env = { ...both, QUADRO_T_NEXI: other.sandboxDefault, QUADRO_T_OTHER: realNexi };
    expect(() => resolvePaymentKeys([host('alfa'), beta], env, false)).toThrow(
      /QUADRO_T_NEXI holds a public sandbox key/,
    );
  });

  it('names every variable at fault in one message', () => {
    expect(() => resolvePaymentKeys([host('alfa')], {}, false)).toThrow(
      /QUADRO_T_NEXI.*QUADRO_T_WORLDLINE/,
    );
  });

  it('compares proofs exactly: same text only, case and length included', () => {
    expect(constantTimeEqual('abc=', 'abc=')).toBe(true);
    expect(constantTimeEqual('abc=', 'ABC=')).toBe(false);
    expect(constantTimeEqual('abc=', 'abc')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
