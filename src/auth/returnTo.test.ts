import { describe, expect, it } from 'vitest';
import { returnOf, returnState } from './returnTo.ts';

// Spec §6: "authenticated routes send the user to the identity provider login with a redirect
// back to the same page".
describe('§6 the login returns to the same page', () => {
  it.each([
    ['/invoices', '', '', '/invoices'],
    ['/bollettainterattiva', '?documentId=D-17', '', '/bollettainterattiva?documentId=D-17'],
    ['/servizi', '?a=1', '#top', '/servizi?a=1#top'],
    ['/', '', '', '/'],
    // The callback itself is never a target: the customer would land on a spent callback.
    ['/auth/callback', '?code=x&state=y', '', '/'],
  ])('%s%s%s comes back to %s', (pathname, search, hash, target) => {
    expect(returnOf(returnState({ pathname, search, hash }))).toBe(target);
  });

  it.each<[string, unknown]>([
    ['another host', { returnTo: '//evil.test/invoices' }],
    ['a full address', { returnTo: 'https://evil.test/' }],
    ['a backslash trick', { returnTo: '/\\evil.test' }],
    ['a target that is not text', { returnTo: 42 }],
    ['no target', {}],
    ['no state', undefined],
  ])('a state with %s comes back home', (_, state) => {
    expect(returnOf(state)).toBe('/');
  });
});
