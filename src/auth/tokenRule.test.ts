import { describe, expect, it } from 'vitest';
import { tokenStep, type TokenStep } from './tokenRule.ts';

// Spec §6 "Token refresh" and §9 "Token refresh threshold 70 seconds", row by row.
describe('§6/§9 token refresh at less than 70 seconds left', () => {
  it.each<[number | undefined, boolean, TokenStep]>([
    // More than 70 seconds left: nothing to do until the threshold.
    [3600, false, { kind: 'wait', seconds: 3531 }],
    [71, false, { kind: 'wait', seconds: 2 }],
    [70, false, { kind: 'wait', seconds: 1 }],
    // Less than 70 seconds left: refreshed through the identity provider.
    [69, false, { kind: 'refresh' }],
    [1, false, { kind: 'refresh' }],
    // Expired but never refreshed (the page opened again later): refreshed first.
    [0, false, { kind: 'refresh' }],
    [-300, false, { kind: 'refresh' }],
    // The refresh failed (logged): kept while valid, so the customer is not logged out early …
    [50, true, { kind: 'wait', seconds: 50 }],
    [1, true, { kind: 'wait', seconds: 1 }],
    // … and once expired, logged out and returned to the origin.
    [0, true, { kind: 'logout' }],
    [-5, true, { kind: 'logout' }],
    // A token without an expiry is never refreshed.
    [undefined, false, { kind: 'wait', seconds: undefined }],
    [undefined, true, { kind: 'wait', seconds: undefined }],
  ])('%s seconds left, refresh failed %s: %j', (secondsLeft, failed, step) => {
    expect(tokenStep(secondsLeft, failed)).toEqual(step);
  });
});
