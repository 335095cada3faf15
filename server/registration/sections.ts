import type { RegistrationHeader } from '../../schemas/types/registration-header.gen.ts';
import type { RegistrationOptions } from '../../schemas/types/registration-options.gen.ts';
import type { RegistrationSection } from '../../schemas/types/registration-section.gen.ts';

/**
 * The registration's forms as data (decision 260): the page draws each step from its section,
 * so a supplier changes what it asks by changing these, and the server checks the same rules
 * on what comes back (the request schemas repeat the patterns; a unit test holds them equal).
 * Labels, hints and messages are catalogue keys of src/i18n/registration/.
 */

const key = (name: string): string => `registration.${name}`;

export const header: RegistrationHeader = {
  title: key('title'),
  text: key('intro'),
  steps: [
    { key: 'verify', label: key('step.verify') },
    { key: 'username', label: key('step.username') },
    { key: 'profile', label: key('step.profile') },
    { key: 'acceptances', label: key('step.acceptances') },
  ],
};

/** The proof: three values printed on every bill of the customer (decision 261). */
export const verifySection: RegistrationSection = {
  key: 'verify',
  title: key('verify.title'),
  text: key('verify.text'),
  fields: [
    {
      name: 'codiceCliente',
      label: key('field.codiceCliente'),
      hint: key('hint.codiceCliente'),
      type: 'text',
      required: true,
      pattern: '^[A-Za-z0-9][A-Za-z0-9-]{2,19}$',
      message: key('check.codiceCliente'),
      uppercase: true,
      autocomplete: 'off',
    },
    {
      name: 'codiceFiscale',
      label: key('field.codiceFiscale'),
      type: 'text',
      required: true,
      pattern: '^([A-Za-z0-9]{16}|[0-9]{11})$',
      message: key('check.codiceFiscale'),
      uppercase: true,
      autocomplete: 'off',
    },
    {
      name: 'numeroFattura',
      label: key('field.numeroFattura'),
      hint: key('hint.numeroFattura'),
      type: 'text',
      required: true,
      pattern: '^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$',
      message: key('check.numeroFattura'),
      uppercase: true,
      autocomplete: 'off',
    },
  ],
};

/** Letters and digits, at least 10 (decision 262); the same in registration-profile.schema.json. */
export const passwordPattern = '^(?=.*[A-Za-z])(?=.*[0-9]).*$';

/** The login name (the fiscal code, fixed by the proof) and the password. */
export const usernameSection: RegistrationSection = {
  key: 'username',
  title: key('username.title'),
  text: key('username.text'),
  fields: [
    {
      name: 'username',
      label: key('field.username'),
      hint: key('hint.username'),
      type: 'text',
      readOnly: true,
      autocomplete: 'username',
    },
    {
      name: 'password',
      label: key('field.password'),
      hint: key('hint.password'),
      type: 'password',
      required: true,
      minLength: 10,
      maxLength: 128,
      pattern: passwordPattern,
      message: key('check.password'),
      autocomplete: 'new-password',
    },
    {
      name: 'passwordConfirm',
      label: key('field.passwordConfirm'),
      type: 'password',
      required: true,
      sameAs: 'password',
      message: key('check.passwordConfirm'),
      autocomplete: 'new-password',
    },
  ],
};

/** The contact data, spec §5's profile rules; `known` fills in what the supplier has already. */
export function profileSection(known: { email: string | null; phone: string | null }) {
  const section: RegistrationSection = {
    key: 'profile',
    title: key('profile.title'),
    text: key('profile.text'),
    fields: [
      {
        name: 'email',
        label: key('field.email'),
        type: 'email',
        required: true,
        maxLength: 254,
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        message: key('check.email'),
        autocomplete: 'email',
        ...(known.email ? { value: known.email } : {}),
      },
      {
        name: 'telefono',
        label: key('field.telefono'),
        hint: key('hint.telefono'),
        type: 'tel',
        maxLength: 30,
        pattern: '^\\+(\\([0-9]{1,4}\\))?[0-9 .,/-]+$',
        message: key('check.telefono'),
        autocomplete: 'tel',
        ...(known.phone ? { value: known.phone } : {}),
      },
      {
        name: 'contactTime',
        label: key('field.contactTime'),
        type: 'select',
        options: { list: 'contact-time', param: 'weekdays' },
      },
    ],
  };
  return section;
}

export const acceptancesSection: RegistrationSection = {
  key: 'acceptances',
  title: key('acceptances.title'),
  text: key('acceptances.text'),
  fields: [
    { name: 'privacy', label: key('field.privacy'), type: 'checkbox', required: true },
    { name: 'terms', label: key('field.terms'), type: 'checkbox', required: true },
    { name: 'marketing', label: key('field.marketing'), type: 'checkbox' },
  ],
};

/**
 * The select lists (decision 264): `dropdown/{list}/param/{param}`. The one in use: when the
 * customer prefers a call, on weekdays only or Saturday morning too (a supplier whose call
 * centre opens on Saturdays names `all` in its section).
 */
const weekdays = ['morning', 'lunch', 'afternoon'];
export const dropdowns: Readonly<Record<string, Readonly<Record<string, string[]>>>> = {
  'contact-time': { weekdays, all: [...weekdays, 'saturday'] },
};

export function dropdown(list: string, param: string): RegistrationOptions | undefined {
  const values = Object.hasOwn(dropdowns, list) ? dropdowns[list] : undefined;
  const chosen = values && Object.hasOwn(values, param) ? values[param] : undefined;
  return chosen && { options: chosen.map((value) => ({ value, label: key(`${list}.${value}`) })) };
}

/** Whether `value` is an option of `list` with any parameter (what saveprofile accepts). */
export const isOption = (list: string, value: string): boolean =>
  Object.values(dropdowns[list] ?? {}).some((values) => values.includes(value));
