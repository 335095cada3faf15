/**
 * Why a sign-in could not be ended at the callback (issue 18), each with its own message and
 * the same way out, "Accedi di nuovo":
 * - `denied`: the provider answered with an error (the customer refused, or it refused);
 * - `expired`: the callback names no sign-in this tab started (its state expired, was already
 *   used, or the address was opened again or elsewhere);
 * - `network`: the provider or the portal could not be reached.
 */
export type CallbackProblem = 'denied' | 'expired' | 'network';

/** oidc-client-ts's errors as the page explains them (its messages, read in its source). */
export function callbackProblem(error: unknown): CallbackProblem {
  if (!(error instanceof Error)) return 'network';
  // ErrorResponse: the callback's `error` parameter, or the token endpoint's error answer.
  if (error.name === 'ErrorResponse') return 'denied';
  if (/^No (matching )?state\b/.test(error.message)) return 'expired';
  return 'network';
}
