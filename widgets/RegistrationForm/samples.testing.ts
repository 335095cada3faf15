import type {
  RegistrationHeader,
  RegistrationSection,
  RegistrationState,
} from '../../src/api/registrationCalls.ts';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import type { AreaSession } from '../../src/state/area.ts';

/** The reference server's sections (server/registration/sections.ts), for stories and tests. */
const k = (name: string) => `registration.${name}`;

export const sampleHeader: RegistrationHeader = {
  title: k('title'),
  text: k('intro'),
  steps: ['verify', 'username', 'profile', 'acceptances'].map((key) => ({
    key: key as RegistrationHeader['steps'][number]['key'],
    label: k(`step.${key}`),
  })),
};

const code = (name: string, pattern: string, hint?: string) => ({
  name,
  label: k(`field.${name}`),
  type: 'text' as const,
  required: true,
  pattern,
  message: k(`check.${name}`),
  uppercase: true,
  ...(hint ? { hint: k(`hint.${name}`) } : {}),
});

export const sampleSections: Record<string, RegistrationSection> = {
  verify: {
    key: 'verify',
    title: k('verify.title'),
    text: k('verify.text'),
    fields: [
      code('codiceCliente', '^[A-Za-z0-9][A-Za-z0-9-]{2,19}$', 'hint'),
      code('codiceFiscale', '^([A-Za-z0-9]{16}|[0-9]{11})$'),
      code('numeroFattura', '^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$', 'hint'),
    ],
  },
  username: {
    key: 'username',
    title: k('username.title'),
    text: k('username.text'),
    fields: [
      {
        name: 'username',
        label: k('field.username'),
        hint: k('hint.username'),
        type: 'text',
        readOnly: true,
      },
      {
        name: 'password',
        label: k('field.password'),
        hint: k('hint.password'),
        type: 'password',
        required: true,
        minLength: 10,
        pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$',
        message: k('check.password'),
        autocomplete: 'new-password',
      },
      {
        name: 'passwordConfirm',
        label: k('field.passwordConfirm'),
        type: 'password',
        required: true,
        sameAs: 'password',
        message: k('check.passwordConfirm'),
      },
    ],
  },
  profile: {
    key: 'profile',
    title: k('profile.title'),
    text: k('profile.text'),
    fields: [
      {
        name: 'email',
        label: k('field.email'),
        type: 'email',
        required: true,
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        message: k('check.email'),
        value: 'f.ricci@example.it',
      },
      {
        name: 'telefono',
        label: k('field.telefono'),
        hint: k('hint.telefono'),
        type: 'tel',
        pattern: '^\\+(\\([0-9]{1,4}\\))?[0-9 .,/-]+$',
        message: k('check.telefono'),
      },
      {
        name: 'contactTime',
        label: k('field.contactTime'),
        type: 'select',
        options: { list: 'contact-time', param: 'weekdays' },
      },
    ],
  },
  acceptances: {
    key: 'acceptances',
    title: k('acceptances.title'),
    text: k('acceptances.text'),
    fields: [
      { name: 'privacy', label: k('field.privacy'), type: 'checkbox', required: true },
      { name: 'terms', label: k('field.terms'), type: 'checkbox', required: true },
      { name: 'marketing', label: k('field.marketing'), type: 'checkbox' },
    ],
  },
};

export const sampleId = 'r'.repeat(43);
const state = (profileSaved: boolean): RegistrationState => ({
  registrationId: sampleId,
  username: 'RCCFNC90D62A944T',
  expiresAt: '2026-11-26T18:00:00Z',
  profileSaved,
});

/** The answers of a registration that goes through; `change` replaces some. */
export function sampleAnswers(change: Record<string, FakeAnswer> = {}): Record<string, FakeAnswer> {
  const base = '/api/registration/';
  return {
    [`${base}headersection`]: json(sampleHeader),
    [`${base}verifysection`]: json(sampleSections['verify']),
    [`${base}usernamesection`]: json(sampleSections['username']),
    [`${base}profilesection/${sampleId}`]: json(sampleSections['profile']),
    [`${base}acceptancesection`]: json(sampleSections['acceptances']),
    [`${base}dropdown/contact-time/param/weekdays`]: json({
      options: ['morning', 'lunch', 'afternoon'].map((value) => ({
        value,
        label: k(`contact-time.${value}`),
      })),
    }),
    [`${base}verify`]: json(state(false)),
    [`${base}saveprofile`]: json(state(true)),
    [`${base}saveacceptances`]: json({ username: 'RCCFNC90D62A944T' }),
    ...change,
  };
}

/** /register's area session over a fake server answering `answers`; its requests are kept. */
export function sampleArea(answers: Record<string, FakeAnswer> = sampleAnswers()) {
  const { client, media, requests } = fakeLogin(answers);
  const area: AreaSession = { client, media, calls: createAreaCalls(client), customer: null };
  return { area, requests };
}
