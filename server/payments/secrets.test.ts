// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { constantTimeEqual, isSandboxKey, secretOf } from './secrets.ts';

describe('payment secrets', () => {
  it('takes the key from the environment, else the sandbox value, which the sandboxes alone use', () => {
    const ref = { env: 'QUADRO_TEST_SECRETS_KEY', sandboxDefault: 'public' };
    expect(secretOf(ref)).toBe('public');
    expect(isSandboxKey(ref)).toBe(true);
    vi.stubEnv(ref.env, 'real');
    try {
      expect(secretOf(ref)).toBe('real');
      expect(isSandboxKey(ref)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('compares proofs exactly: same text only, case and length included', () => {
    expect(constantTimeEqual('abc=', 'abc=')).toBe(true);
    expect(constantTimeEqual('abc=', 'ABC=')).toBe(false);
    expect(constantTimeEqual('abc=', 'abc')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
