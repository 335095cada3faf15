import type { LoadFailure } from '../../src/api/types.ts';

/** What a refused step means to the customer, and what it offers next. */
export interface Refusal {
  /** A catalogue key of src/i18n/registration/. */
  message: string;
  /** `login`: the customer has an account; `restart`: the registration is gone. */
  next?: 'login' | 'restart';
}

/**
 * The answers of decision 261 as the page tells them: 422 the proof matches no bill (never which
 * value), 409 registered already, 404/410 the registration is unknown, spent or expired, 429 too
 * many tries; anything else (the network, a 5xx) is a send error the customer may retry.
 */
export function refusalOf(failure: LoadFailure): Refusal {
  if (failure.reason !== 'status') return { message: 'registration.sendError' };
  switch (failure.status) {
    case 422:
      return { message: 'registration.notVerified' };
    case 409:
      return { message: 'registration.alreadyRegistered', next: 'login' };
    case 404:
    case 410:
      return { message: 'registration.expired', next: 'restart' };
    case 429:
      return { message: 'registration.tooMany' };
    default:
      return { message: 'registration.sendError' };
  }
}
