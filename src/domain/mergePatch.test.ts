import { describe, expect, it } from 'vitest';
import { mergePatch } from './mergePatch.ts';

describe('mergePatch (RFC 7396)', () => {
  it('merges objects key by key, deletes on null and replaces anything else', () => {
    const target = { a: 'b', c: { d: 'e', f: 'g' }, list: [1, 2] };
    const patch = { a: 'z', c: { f: null }, list: [3], added: { x: 1 } };
    expect(mergePatch(target, patch)).toEqual({
      a: 'z',
      c: { d: 'e' },
      list: [3],
      added: { x: 1 },
    });
  });

  it('changes neither argument', () => {
    const target = { theme: { colors: { primary: '#000000' } } };
    const patch = { theme: { colors: { primary: '#ffffff' } } };
    mergePatch(target, patch);
    expect(target.theme.colors.primary).toBe('#000000');
    expect(patch.theme.colors.primary).toBe('#ffffff');
  });
});
