import { describe, expect, it } from 'vitest';
import type { RegistrationSection } from '../../src/api/registrationCalls.ts';
import { refusalOf } from './outcome.ts';
import { initialValues, sectionSchema, sentValues } from './sectionForm.ts';

const section: RegistrationSection = {
  key: 'username',
  title: 't',
  fields: [
    { name: 'username', label: 'l', type: 'text', readOnly: true },
    {
      name: 'codice',
      label: 'l',
      type: 'text',
      required: true,
      uppercase: true,
      pattern: '^[A-Z0-9]{3}$',
      message: 'm.codice',
    },
    {
      name: 'password',
      label: 'l',
      type: 'password',
      required: true,
      minLength: 10,
      pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$',
      message: 'm.password',
    },
    {
      name: 'confirm',
      label: 'l',
      type: 'password',
      required: true,
      sameAs: 'password',
      message: 'm.same',
    },
    { name: 'phone', label: 'l', type: 'tel', pattern: '^\\+[0-9 ]+$', message: 'm.phone' },
    { name: 'broken', label: 'l', type: 'text', pattern: '([' },
    { name: 'privacy', label: 'l', type: 'checkbox', required: true },
    { name: 'marketing', label: 'l', type: 'checkbox' },
  ],
};
const good = {
  username: 'RCCFNC90D62A944T',
  codice: ' abc ',
  password: 'Primavera2026',
  confirm: 'Primavera2026',
  phone: '',
  broken: 'x',
  privacy: true,
  marketing: false,
};

async function errorsOf(values: object): Promise<string[]> {
  try {
    await sectionSchema(section).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('a registration step built from its section (decision 260)', () => {
  it('starts every field empty, a tick box unticked, a known value filled in', () => {
    expect(initialValues(section, { username: 'X' })).toMatchObject({
      username: 'X',
      codice: '',
      privacy: false,
    });
  });

  it('accepts good values, with a pattern from data that does not compile ignored', async () => {
    expect(await errorsOf(good)).toEqual([]);
  });

  it.each([
    ['an empty required text', { codice: '' }, 'registration.check.required'],
    ['a value outside its pattern', { codice: 'abcd' }, 'm.codice'],
    ['a password of 9 characters', { password: 'Prima2026', confirm: 'Prima2026' }, 'm.password'],
    [
      'a password without digits',
      { password: 'Primaverone', confirm: 'Primaverone' },
      'm.password',
    ],
    ['a confirmation that differs', { confirm: 'Primavera2027' }, 'm.same'],
    ['a filled optional phone without +', { phone: '333 1234567' }, 'm.phone'],
    ['a required tick box unticked', { privacy: false }, 'registration.check.accept'],
  ])('refuses %s with its message', async (_, change, message) => {
    expect(await errorsOf({ ...good, ...change })).toContain(message);
  });

  it('sends texts trimmed and upper-cased as asked, no read-only field, no confirmation', () => {
    expect(sentValues(section, good)).toEqual({
      codice: 'ABC',
      password: 'Primavera2026',
      broken: 'x',
      privacy: true,
      marketing: false,
    });
  });
});

describe('a refused step (decision 261)', () => {
  it.each([
    [422, 'registration.notVerified', undefined],
    [409, 'registration.alreadyRegistered', 'login'],
    [410, 'registration.expired', 'restart'],
    [404, 'registration.expired', 'restart'],
    [429, 'registration.tooMany', undefined],
    [500, 'registration.sendError', undefined],
  ])('answered %i says %s', (status, message, next) => {
    expect(refusalOf({ reason: 'status', status })).toEqual(next ? { message, next } : { message });
  });

  it('is a send error when the network fails', () => {
    expect(refusalOf({ reason: 'network', detail: 'timeout' })).toEqual({
      message: 'registration.sendError',
    });
  });
});
