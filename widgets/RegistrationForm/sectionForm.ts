import { boolean, object, ref, string, type AnySchema } from 'yup';
import type { RegistrationSection } from '../../src/api/registrationCalls.ts';

/**
 * A registration step's form from its section (decision 260): the formik values it starts
 * with, the yup rules its fields declare, and the values as the request sends them. The
 * messages are catalogue keys (src/i18n/registration/), translated where they show.
 */
export type Field = RegistrationSection['fields'][number];
export type Values = Record<string, string | boolean>;

export const messages = {
  required: 'registration.check.required',
  accept: 'registration.check.accept',
  invalid: 'registration.check.invalid',
} as const;

/** Each field's first value: the section's own, one the page already knows, or empty. */
export function initialValues(section: RegistrationSection, known: Values = {}): Values {
  return Object.fromEntries(
    section.fields.map((field) => [
      field.name,
      known[field.name] ?? (field.type === 'checkbox' ? false : (field.value ?? '')),
    ]),
  );
}

/** A pattern from data that does not compile checks nothing here: the server still does. */
function compiled(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function fieldRule(field: Field): AnySchema {
  if (field.type === 'checkbox') {
    return field.required === true ? boolean().oneOf([true], messages.accept) : boolean();
  }
  const message = field.message ?? messages.invalid;
  // A password is taken as typed; any other text without the spaces around it.
  let rule = field.type === 'password' ? string().default('') : string().default('').trim();
  if (field.uppercase === true) rule = rule.uppercase();
  if (field.readOnly === true) return rule;
  if (field.required === true) rule = rule.required(messages.required);
  if (field.minLength !== undefined) rule = rule.min(field.minLength, message);
  if (field.maxLength !== undefined) rule = rule.max(field.maxLength, message);
  const pattern = field.pattern === undefined ? undefined : compiled(field.pattern);
  if (pattern) rule = rule.matches(pattern, { message, excludeEmptyString: true });
  if (field.sameAs !== undefined) rule = rule.oneOf([ref(field.sameAs)], message);
  return rule;
}

/** The yup schema of a section's fields. */
export function sectionSchema(section: RegistrationSection) {
  return object(Object.fromEntries(section.fields.map((field) => [field.name, fieldRule(field)])));
}

/**
 * What the step sends of `values`: no read-only field and no confirmation (`sameAs`), texts
 * trimmed (upper case where the section says so), an empty optional text left out.
 */
export function sentValues(section: RegistrationSection, values: Values): Values {
  const sent: Values = {};
  for (const field of section.fields) {
    if (field.readOnly === true || field.sameAs !== undefined) continue;
    const value = values[field.name];
    if (field.type === 'checkbox') {
      sent[field.name] = value === true;
      continue;
    }
    const raw = typeof value === 'string' ? value : '';
    const text = field.type === 'password' ? raw : raw.trim();
    if (text === '' && field.required !== true) continue;
    sent[field.name] = field.uppercase === true ? text.toUpperCase() : text;
  }
  return sent;
}

export const textOf = (values: Values, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
