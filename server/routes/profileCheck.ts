import type { ProfileUpdate } from '../../schemas/types/profile-update.gen.ts';
import { profileLevel, profileUpdateProblems, profileValues } from '../../src/domain/profile.ts';
import { Problem } from '../http/problem.ts';
import { describe, requestValidatorFor } from '../validation.ts';

/**
 * Spec §5 "Profile", from the rules the page's form uses (src/domain/profile.ts): the body
 * schema holds the same patterns, and this check says which message the page would show.
 */
export function checkProfile(update: ProfileUpdate): void {
  const problems = Object.entries(profileUpdateProblems(update));
  if (problems.length > 0) {
    throw new Problem(
      400,
      'profile-invalid',
      problems.map(([field, message]) => `${field}: ${message}`).join('; '),
    );
  }
}

/**
 * put_profilo's whole verdict on a body, as its route gives it: the body schema (the ajv
 * fastify validates with), then `checkProfile`. The reason, or null when the body is saved.
 * The page's and the server's rules are compared through it (tests/unit/profile-verdicts).
 */
export function profileRefusal(body: unknown): string | null {
  const validate = requestValidatorFor('profile-update.schema.json');
  if (!validate(body)) return describe(validate.errors, 'body');
  try {
    checkProfile(body as ProfileUpdate);
    return null;
  } catch (error) {
    if (error instanceof Problem) return error.message;
    throw error;
  }
}

/**
 * The profile as the server answers it: its completeness level computed from the contacts it
 * holds (decision 524), never the stored number, which a save would otherwise leave behind.
 */
export function withLevel<T extends object>(profile: T): T & { livelloCompletezzaProfilo: number } {
  return { ...profile, livelloCompletezzaProfilo: profileLevel(profileValues(profile)) };
}
