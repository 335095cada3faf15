// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { NEXI_SANDBOX, WORLDLINE_SANDBOX } from '../sandbox/addresses.ts';
import { constantTimeEqual, resolvePaymentKeys } from './secrets.ts';

const nexiKey = { env: 'QUADRO_T_NEXI', sandboxDefault: 'public-nexi' };
const worldlineKey = { env: 'QUADRO_T_WORLDLINE', sandboxDefault: 'public-worldline' };
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
  const both = { QUADRO_T_NEXI: 'real-nexi', QUADRO_T_WORLDLINE: 'real-worldline' };

  it('takes the keys from the environment, as real keys', () => {
    const alfa = host('alfa');
    for (const sandboxes of [true, false]) {
      const keys = resolvePaymentKeys([alfa], both, sandboxes);
      expect(keys.of(alfa, 'nexi')).toEqual({ value: 'real-nexi', sandbox: false });
      expect(keys.of(alfa, 'worldline')).toEqual({ value: 'real-worldline', sandbox: false });
      expect(keys.sandboxHosts).toEqual([]);
    }
  });

  it('uses the public sandbox key only for a host paying in the built-in sandbox, sandboxes on', () => {
    const alfa = host('alfa');
    const keys = resolvePaymentKeys([alfa], {}, true);
    expect(keys.of(alfa, 'nexi')).toEqual({ value: 'public-nexi', sandbox: true });
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
      { QUADRO_T_NEXI: 'public-nexi' },
      false,
      NEXI_SANDBOX,
      /QUADRO_T_NEXI holds the public sandbox key/,
    ],
  ])(
    'refuses to start with a key %s, naming the variable',
    (_case, env, sandboxes, url, message) => {
      const given = { QUADRO_T_WORLDLINE: 'real-worldline', ...env };
      expect(() => resolvePaymentKeys([host('alfa', url)], given, sandboxes)).toThrow(message);
    },
  );

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
