/**
 * Spec §5 "Profile" and §4 "Profile editing": what the digital profile form accepts. The page's
 * yup schema, the server's put_profilo check and `schemas/profile-update.schema.json` (whose
 * patterns a test holds equal to these) all read these definitions, so they cannot disagree.
 */

/** §5: empty, or text @ text . text (no spaces, one @, a dot after it). */
export const PROFILE_EMAIL_PATTERN_SOURCE = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/**
 * §5: empty, or `+`, then 1 to 4 digits in parentheses if any, then digits, spaces, dots,
 * commas, dashes and slashes, with at least one digit (`+` alone is no phone number).
 */
export const PROFILE_PHONE_PATTERN_SOURCE =
  '^$|^\\+(\\([0-9]{1,4}\\))?[-0-9 .,/]*[0-9][-0-9 .,/]*$';

// The `u` flag is the one ajv compiles schema patterns with: the same text, the same language.
export const PROFILE_EMAIL_PATTERN = new RegExp(PROFILE_EMAIL_PATTERN_SOURCE, 'u');
export const PROFILE_PHONE_PATTERN = new RegExp(PROFILE_PHONE_PATTERN_SOURCE, 'u');

/** RFC 5321's longest address; a phone number with room for an extension's separators. */
export const PROFILE_EMAIL_MAX_LENGTH = 254;
export const PROFILE_PHONE_MAX_LENGTH = 40;

/** The fields of spec §7 put_profilo the customer edits (idAnagrafica is not theirs to edit). */
export const PROFILE_FIELDS = ['email', 'emailFatturazione', 'telefono'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The spec's message keys (§8 "Profile e-mail / phone invalid"). */
export type ProfileProblem = 'my_profile_check_email' | 'my_profile_check_phone';

export type ProfileValues = Record<ProfileField, string>;

/** The spec's message for `value` in `field`, or null when it is acceptable (empty included). */
export function profileFieldProblem(field: ProfileField, value: string): ProfileProblem | null {
  if (field === 'telefono') {
    return value.length <= PROFILE_PHONE_MAX_LENGTH && PROFILE_PHONE_PATTERN.test(value)
      ? null
      : 'my_profile_check_phone';
  }
  return value.length <= PROFILE_EMAIL_MAX_LENGTH && PROFILE_EMAIL_PATTERN.test(value)
    ? null
    : 'my_profile_check_email';
}

/** Every refused field of an update with its message; a field left out is not checked. */
export function profileUpdateProblems(
  update: Partial<Record<ProfileField, string>>,
): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = update[field];
    if (value === undefined) continue;
    const problem = profileFieldProblem(field, value);
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}

/** §4: the profile is complete when livelloCompletezzaProfilo equals 4 (number or text). */
export function profileIsComplete(level: unknown): boolean {
  if (typeof level === 'number') return level === 4;
  return typeof level === 'string' && level.trim() === '4';
}

/** A profile answer's text field as the form shows it: null and missing are empty. */
export function profileText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The form's starting values from a profile answer. */
export function profileValues(profile: Partial<Record<ProfileField, unknown>>): ProfileValues {
  return {
    email: profileText(profile.email),
    emailFatturazione: profileText(profile.emailFatturazione),
    telefono: profileText(profile.telefono),
  };
}

/** §4 "Any edit shows the save button": the fields whose value differs from the saved one. */
export function profileEdited(saved: ProfileValues, current: ProfileValues): boolean {
  return PROFILE_FIELDS.some((field) => saved[field] !== current[field]);
}

/**
 * The profile's completeness level (spec §4: complete at 4), computed by the reference server
 * from what the profile holds (decision 524): 1 with none of the three contacts the customer
 * gives (e-mail, billing e-mail, phone), one more for each given, so 4 when all three are there.
 */
export function profileLevel(values: ProfileValues): 1 | 2 | 3 | 4 {
  return (1 + PROFILE_FIELDS.length - profileMissing(values).length) as 1 | 2 | 3 | 4;
}

/** The contacts a profile still lacks for level 4, in the form's order. */
export function profileMissing(values: ProfileValues): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => values[field].trim() === '');
}
