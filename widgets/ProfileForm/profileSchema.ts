/**
 * The profile form's yup schema, built from spec §5's rules in src/domain/profile.ts (the same
 * the server's put_profilo checks). Its messages are catalogue keys, which the form kit
 * translates. Imported only by the lazy form chunk: yup stays out of the bill's first JavaScript.
 */
import { object, string, type ObjectSchema } from 'yup';
import {
  profileFieldProblem,
  type ProfileField,
  type ProfileProblem,
  type ProfileValues,
} from '../../src/domain/profile.ts';

/** The catalogue key of each spec message (§8 "Profile e-mail / phone invalid"). */
export const profileMessages: Record<ProfileProblem, string> = {
  my_profile_check_email: 'forms.common.email',
  my_profile_check_phone: 'forms.common.phone',
};

const field = (name: ProfileField) =>
  string()
    .default('')
    .test(name, (value, context) => {
      const problem = profileFieldProblem(name, value);
      return problem === null ? true : context.createError({ message: profileMessages[problem] });
    });

export const profileSchema: ObjectSchema<ProfileValues> = object({
  email: field('email'),
  emailFatturazione: field('emailFatturazione'),
  telefono: field('telefono'),
});
