// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCustomerAreaFixtures } from '../area/seed.ts';
import { validatorFor } from '../validation.ts';
import { withoutRegistrable } from './demo.ts';
import {
  acceptancesSection,
  dropdown,
  header,
  profileSection,
  usernameSection,
  verifySection,
} from './sections.ts';

const schemaOf = (file: string): Record<string, { pattern?: string; minLength?: number }> => {
  const schema = validatorFor(file).schema as { properties: object };
  return schema.properties as Record<string, { pattern?: string; minLength?: number }>;
};

describe('the registration sections (decision 260)', () => {
  const sections = [verifySection, usernameSection, profileSection({ email: null, phone: null })];

  it('answer their schemas', () => {
    expect(validatorFor('registration-header.schema.json')(header)).toBe(true);
    for (const section of [...sections, acceptancesSection]) {
      expect(validatorFor('registration-section.schema.json')(section)).toBe(true);
    }
    expect(validatorFor('registration-options.schema.json')(dropdown('contact-time', 'all'))).toBe(
      true,
    );
  });

  it.each([
    ['registration-verify.schema.json', verifySection],
    ['registration-profile.schema.json', usernameSection],
    ['registration-profile.schema.json', profileSection({ email: null, phone: null })],
  ] as const)('ask for what %s checks, with the same patterns', (file, section) => {
    const properties = schemaOf(file);
    for (const field of section.fields.filter((f) => f.pattern !== undefined)) {
      const rule = properties[field.name];
      expect(rule, field.name).toBeDefined();
      // The schema may allow empty (an optional field); the section's pattern is the filled one.
      expect(rule?.pattern?.replace(/^\^\$\|/, ''), field.name).toBe(field.pattern);
    }
  });

  it('fills in what the supplier knows and has no list it cannot answer', () => {
    const section = profileSection({ email: 'a@b.it', phone: null });
    expect(section.fields.find((f) => f.name === 'email')?.value).toBe('a@b.it');
    expect(section.fields.find((f) => f.name === 'telefono')?.value).toBeUndefined();
    for (const field of section.fields) {
      if (field.options) expect(dropdown(field.options.list, field.options.param)).toBeDefined();
    }
    expect(dropdown('contact-time', 'toString')).toBeUndefined();
    expect(dropdown('constructor', 'all')).toBeUndefined();
  });
});

describe('the registrable customers of the demo (decision 265)', () => {
  it('have no demo account, and must be customers of the sample bills', () => {
    const accounts = [
      { id: 'alfa:RCCFNC90D62A944T', supplier: 'alfa', username: 'RCCFNC90D62A944T' },
      { id: 'alfa:BNCGLI85M52H501X', supplier: 'alfa', username: 'BNCGLI85M52H501X' },
    ].map((a) => ({ ...a, password: 'x', name: 'x', documentIds: [] }));
    const [alfa] = readCustomerAreaFixtures();
    if (!alfa) throw new Error('no customer-area fixture');
    const fixture = { ...alfa, registrable: ['alfa:RCCFNC90D62A944T'] };
    expect(withoutRegistrable(accounts, [fixture]).map((a) => a.id)).toEqual([
      'alfa:BNCGLI85M52H501X',
    ]);
    expect(() => withoutRegistrable(accounts, [{ ...fixture, registrable: ['alfa:X'] }])).toThrow(
      /alfa:X/,
    );
  });
});
