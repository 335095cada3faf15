import { describe, expect, it } from 'vitest';
import careSchema from '../../schemas/customer-care-request.schema.json' with { type: 'json' };
import emailSchema from '../../schemas/email-request.schema.json' with { type: 'json' };
import {
  CARE_CATEGORIES_OLDER,
  CARE_MAX_ATTACHMENT_BYTES,
  CARE_MAX_DESCRIPTION,
  CARE_MAX_SUBJECT,
  careCategories,
  careRefusals,
  textLength,
  type CareFields,
} from './careForm.ts';
import { CARE_CATEGORIES } from './customerCare.ts';

const filled: CareFields = {
  category: 'Richiesta rimborso',
  subject: 'Richiesta rimborso | C1 | N1',
  description: 'Vorrei il rimborso.',
  attachment: null,
};

describe('§5 customer-care form rules', () => {
  it.each([
    ['a filled form', {}, {}],
    ['no category', { category: '' }, { category: 'forms.common.required' }],
    [
      'a category of the other list',
      { category: 'Rimborso' },
      { category: 'forms.common.required' },
    ],
    ['a blank subject', { subject: '  \n' }, { subject: 'forms.common.required' }],
    ['a blank description', { description: '\t' }, { description: 'forms.common.required' }],
    [
      'a description over 5000 characters',
      { description: 'x'.repeat(5001) },
      { description: 'forms.care.too_long' },
    ],
    [
      'proof of payment without a file ("allegato ko")',
      { category: 'Evidenza pagamento' },
      { attachment: 'forms.care.attachment_missing' },
    ],
    [
      'a file of 2,097,153 bytes ("allegato peso")',
      { attachment: { name: 'a.pdf', size: 2_097_153 } },
      { attachment: 'forms.care.attachment_too_big' },
    ],
    ['a file of 2,097,152 bytes', { attachment: { name: 'a.pdf', size: 2_097_152 } }, {}],
    [
      'an empty file',
      { attachment: { name: 'a.pdf', size: 0 } },
      { attachment: 'forms.care.attachment_empty' },
    ],
  ])('%s', (_name, change, refusals) => {
    expect(careRefusals('messaggio', { ...filled, ...change })).toEqual(refusals);
  });

  it('needs the file for the older list’s proof of payment too', () => {
    expect(
      careRefusals('sendemail', { ...filled, category: 'Evidenza di pagamento' }).attachment,
    ).toBe('forms.care.attachment_missing');
  });

  it('counts characters as JSON Schema does (an emoji is one)', () => {
    expect(textLength('👍a')).toBe(2);
  });
});

describe('one source: the request schemas agree with the rules', () => {
  it('lists the current categories in the supplier request’s schema', () => {
    expect(careSchema.properties.category.enum).toEqual([...CARE_CATEGORIES]);
    expect(careCategories('messaggio')).toEqual(CARE_CATEGORIES);
    expect(careCategories('sendemail')).toEqual(CARE_CATEGORIES_OLDER);
  });

  it('has the same text limits', () => {
    expect(careSchema.properties.description.maxLength).toBe(CARE_MAX_DESCRIPTION);
    expect(emailSchema.properties.messaggio.maxLength).toBe(CARE_MAX_DESCRIPTION);
    expect(emailSchema.properties.oggetto.maxLength).toBe(CARE_MAX_SUBJECT);
    expect(CARE_MAX_ATTACHMENT_BYTES).toBe(2_097_152);
  });
});
