import { boolean, object, string, type AnySchema } from 'yup';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import type { UserFormSections } from '../../schemas/types/user-form-sections.gen.ts';
import { profileFieldProblem } from '../../src/domain/profile.ts';

export type FormField = UserFormSections['sections'][number]['fields'][number];
export type FormValues = Record<string, string | boolean>;

/** The fields the save call takes (customer-save.schema.json); any other is shown, not sent. */
const savable = ['email', 'telefono', 'pec', 'emailFatturazione', 'bollettaCartacea'] as const;
type Savable = (typeof savable)[number];
const isSavable = (name: string): name is Savable => (savable as readonly string[]).includes(name);

/** Whether the customer may change a field here: the server allows it and the save takes it. */
export const editable = (field: FormField): boolean =>
  field.readOnly !== true && isSavable(field.name);

/** A field's value in the profile, as its input holds it: text, or a yes/no for a checkbox. */
export function fieldValue(profile: CustomerProfile, field: FormField): string | boolean {
  const value: unknown = (profile as unknown as Record<string, unknown>)[field.name];
  if (field.type === 'checkbox') return value === true;
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

export function formValues(profile: CustomerProfile, fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, fieldValue(profile, field)]));
}

/**
 * The rules of each editable field from its type (spec §5 "Profile": an e-mail is empty or an
 * address, a phone empty or `+` and digits) and `required`; read-only fields are not checked.
 */
export function formSchema(fields: readonly FormField[]) {
  const shape: Record<string, AnySchema> = {};
  for (const field of fields.filter(editable)) {
    if (field.type === 'checkbox') {
      shape[field.name] = boolean().default(false);
      continue;
    }
    let rule = string().default('');
    if (field.required === true) rule = rule.required('area_profile.required');
    if (field.type === 'email') {
      rule = rule.test(
        'email',
        'area_profile.check_email',
        (v) => !profileFieldProblem('email', v),
      );
    }
    if (field.type === 'tel') {
      rule = rule.test(
        'tel',
        'area_profile.check_phone',
        (v) => !profileFieldProblem('telefono', v),
      );
    }
    shape[field.name] = rule;
  }
  return object(shape);
}

/** Only the editable fields the customer changed: the save keeps every field it is not given. */
export function formChange(
  fields: readonly FormField[],
  saved: FormValues,
  values: FormValues,
): CustomerSave {
  const change: CustomerSave = {};
  for (const field of fields) {
    const { name } = field;
    const value = values[name];
    if (!editable(field) || !isSavable(name) || value === saved[name]) continue;
    if (name === 'bollettaCartacea') {
      if (typeof value === 'boolean') change.bollettaCartacea = value;
    } else if (typeof value === 'string') {
      change[name] = value.trim();
    }
  }
  return change;
}
