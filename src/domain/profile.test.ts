import { describe, expect, it } from 'vitest';
import schema from '../../schemas/profile-update.schema.json';
import {
  PROFILE_EMAIL_MAX_LENGTH,
  PROFILE_EMAIL_PATTERN_SOURCE,
  PROFILE_PHONE_MAX_LENGTH,
  PROFILE_PHONE_PATTERN_SOURCE,
  profileEdited,
  profileFieldProblem,
  profileIsComplete,
  profileUpdateProblems,
  profileValues,
} from './profile.ts';

describe('§5 profile e-mail (my_profile_check_email)', () => {
  it.each([
    ['', null],
    ['mario.rossi@example.it', null],
    ['a@b.c', null],
    ['mario.rossi', 'my_profile_check_email'],
    ['mario@rossi', 'my_profile_check_email'],
    ['@example.it', 'my_profile_check_email'],
    ['mario rossi@example.it', 'my_profile_check_email'],
    ['mario@@example.it', 'my_profile_check_email'],
    ['mario@example.', 'my_profile_check_email'],
    [`${'a'.repeat(250)}@b.it`, 'my_profile_check_email'],
  ])('%j → %s, for the e-mail and the billing e-mail alike', (value, problem) => {
    expect(profileFieldProblem('email', value)).toBe(problem);
    expect(profileFieldProblem('emailFatturazione', value)).toBe(problem);
  });
});

describe('§5 profile phone (my_profile_check_phone)', () => {
  it.each([
    ['', null],
    ['+39 333 1234567', null],
    ['+(39) 06/1234567', null],
    ['+39-333-123.45,67', null],
    ['3331234567', 'my_profile_check_phone'],
    ['+', 'my_profile_check_phone'],
    ['+39 abc 123', 'my_profile_check_phone'],
    ['+(12345) 333', 'my_profile_check_phone'],
    ['++39 333', 'my_profile_check_phone'],
    [`+${'1'.repeat(40)}`, 'my_profile_check_phone'],
  ])('%j → %s', (value, problem) => {
    expect(profileFieldProblem('telefono', value)).toBe(problem);
  });
});

describe('§5 one source: the request schema holds the same rules', () => {
  it('has the domain patterns and limits in schemas/profile-update.schema.json', () => {
    expect(schema.$defs.email.pattern).toBe(PROFILE_EMAIL_PATTERN_SOURCE);
    expect(schema.$defs.email.maxLength).toBe(PROFILE_EMAIL_MAX_LENGTH);
    expect(schema.properties.telefono.pattern).toBe(PROFILE_PHONE_PATTERN_SOURCE);
    expect(schema.properties.telefono.maxLength).toBe(PROFILE_PHONE_MAX_LENGTH);
  });
});

describe('§4 profile editing', () => {
  it('lists every refused field of an update and leaves out fields not sent', () => {
    expect(profileUpdateProblems({ email: 'x', telefono: '+39 1' })).toEqual({
      email: 'my_profile_check_email',
    });
    expect(profileUpdateProblems({})).toEqual({});
  });

  it.each([
    [4, true],
    ['4', true],
    [' 4 ', true],
    [3, false],
    ['3', false],
    [null, false],
    [undefined, false],
  ])('completeness %j → complete %s (livelloCompletezzaProfilo = 4)', (level, complete) => {
    expect(profileIsComplete(level)).toBe(complete);
  });

  it('starts from the saved profile, null as empty, and sees any edit', () => {
    const saved = profileValues({ email: 'a@b.it', telefono: null });
    expect(saved).toEqual({ email: 'a@b.it', emailFatturazione: '', telefono: '' });
    expect(profileEdited(saved, { ...saved })).toBe(false);
    expect(profileEdited(saved, { ...saved, telefono: '+39' })).toBe(true);
  });
});
