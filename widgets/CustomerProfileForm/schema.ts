import { boolean, object, ref, string } from 'yup';
import { profileFieldProblem } from '../../src/domain/profile.ts';

/** The contact data the save call accepts (customer-save.schema.json), as the form holds them. */
export interface ContactValues {
  email: string;
  telefono: string;
  pec: string;
  emailFatturazione: string;
  bollettaCartacea: boolean;
}

/** Spec §5 "Profile": each e-mail is empty or an address, the phone empty or `+` and digits. */
const email = string()
  .default('')
  .test('email', 'area_profile.check_email', (value) => !profileFieldProblem('email', value));

export const contactSchema = object({
  email,
  pec: email,
  emailFatturazione: email,
  telefono: string()
    .default('')
    .test('phone', 'area_profile.check_phone', (value) => !profileFieldProblem('telefono', value)),
  bollettaCartacea: boolean().default(false),
});

/** Decision 273: at least 10 characters, at least a letter and a digit, as the server checks. */
export const PASSWORD_MIN_LENGTH = 10;

export interface PasswordValues {
  current: string;
  password: string;
  confirmation: string;
}

export const emptyPassword: PasswordValues = { current: '', password: '', confirmation: '' };

export const passwordSchema = object({
  current: string().default('').required('area_profile.required'),
  password: string()
    .default('')
    .required('area_profile.required')
    .min(PASSWORD_MIN_LENGTH, 'area_profile.password_rules')
    .max(128, 'area_profile.password_rules')
    .matches(/\p{L}/u, 'area_profile.password_rules')
    .matches(/[0-9]/, 'area_profile.password_rules')
    .notOneOf([ref('current')], 'area_profile.password_same'),
  confirmation: string()
    .default('')
    .required('area_profile.required')
    .oneOf([ref('password')], 'area_profile.password_mismatch'),
});
