/**
 * The page's yup schema of the self-reading form, built from the one rule of
 * src/domain/selfReadingValue.ts that the server checks too (a property test compares them:
 * tests/unit/self-reading-rule.test.ts). Messages are catalogue keys: `forms.common.required`
 * is the spec's my_profile_check_text, `forms.common.integer` its my_profile_check_int.
 */
import { object, string } from 'yup';
import { selfReadingRefusal } from '../../src/domain/selfReadingValue.ts';

export interface SelfReadingValues {
  reading: string;
}

export const refusalMessages = {
  required: 'forms.common.required',
  integer: 'forms.common.integer',
} as const;

export const selfReadingSchema = object({
  reading: string()
    .default('')
    .test('self-reading', (value, context) => {
      const refusal = selfReadingRefusal(value);
      return refusal === undefined
        ? true
        : context.createError({ message: refusalMessages[refusal] });
    }),
});
