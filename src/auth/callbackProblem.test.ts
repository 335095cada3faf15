import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { callbackProblem, type CallbackProblem } from './callbackProblem.ts';

describe('issue 18: why a sign-in could not be ended', () => {
  it.each<[string, unknown, CallbackProblem]>([
    ['the customer refused', new ErrorResponse({ error: 'access_denied' }), 'denied'],
    ['the provider refused the code', new ErrorResponse({ error: 'invalid_grant' }), 'denied'],
    ['a state this tab never stored', new Error('No matching state found in storage'), 'expired'],
    ['no state at all', new Error('No state in response'), 'expired'],
    ['a timeout', new ErrorTimeout('Network timed out'), 'network'],
    ['an unreachable provider', new TypeError('Failed to fetch'), 'network'],
    ['something not an error', 'boom', 'network'],
  ])('%s: %s', (_, error, problem) => {
    expect(callbackProblem(error)).toBe(problem);
  });
});
