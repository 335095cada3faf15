// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileRefusal } from '../../server/routes/profileCheck.ts';
import { PROFILE_FIELDS, type ProfileField } from '../../src/domain/profile.ts';
import { profileSchema } from '../../widgets/ProfileForm/profileSchema.ts';

/** Text near the edges of §5's patterns: the characters they name, and some they refuse. */
const near = fc.string({
  unit: fc.constantFrom('a', 'Z', '1', '9', '@', '.', '+', '(', ')', ' ', '-', ',', '/', 'è', '\t'),
  maxLength: 24,
});
const value = fc.oneof(
  near,
  fc.emailAddress(),
  fc.string({ maxLength: 300 }),
  fc.constant(''),
  fc.stringMatching(/^\+(\([0-9]{1,4}\))?[-0-9 .,/]{0,45}$/),
);

const pageAccepts = (field: ProfileField, text: string): boolean =>
  profileSchema.isValidSync({ email: '', emailFatturazione: '', telefono: '', [field]: text });

const serverAccepts = (field: ProfileField, text: string): boolean =>
  profileRefusal({ idAnagrafica: '0010458321', [field]: text }) === null;

describe('§5 profile: the page and the server give one verdict (one source of rules)', () => {
  it.each(PROFILE_FIELDS)('agrees on every generated %s', (field) => {
    fc.assert(
      fc.property(value, (text) => {
        expect(pageAccepts(field, text)).toBe(serverAccepts(field, text));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on whole forms', () => {
    fc.assert(
      fc.property(value, value, value, (email, emailFatturazione, telefono) => {
        const values = { email, emailFatturazione, telefono };
        const refusal = profileRefusal({ idAnagrafica: '1', ...values });
        expect(profileSchema.isValidSync(values)).toBe(refusal === null);
      }),
      { numRuns: 1000 },
    );
  });

  it('is a test that can fail: the generators reach both verdicts for each field', () => {
    for (const field of PROFILE_FIELDS) {
      const verdicts = fc.sample(value, 500).map((text) => pageAccepts(field, text));
      expect(verdicts).toContain(true);
      expect(verdicts).toContain(false);
    }
  });
});
