// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundle } from '../bundles.ts';
import { demoAccounts, demoPassword } from './demoAccounts.ts';
import { withoutRegistrable } from '../registration/demo.ts';

const fixtures = path.join(import.meta.dirname, '../../fixtures');
const bundles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => readBundle(path.join(fixtures, name)));

describe('the demo accounts of the sample bills (issue 18)', () => {
  const accounts = demoAccounts(bundles);

  it('has one account per supplier and fiscal code, logged in with the fiscal code', () => {
    const giulia = accounts.find((account) => account.id === 'alfa:BNCGLI85M52H501X');
    expect(giulia).toEqual({
      id: 'alfa:BNCGLI85M52H501X',
      supplier: 'alfa',
      username: 'BNCGLI85M52H501X',
      password: demoPassword,
      name: 'Giulia Bianchi',
      documentIds: ['alfa-2026-0001'],
    });
    expect(new Set(accounts.map((account) => account.id)).size).toBe(accounts.length);
  });

  it('gives an account every bill of its fiscal code, the latest holder name first', () => {
    const shared = accounts.find((account) => account.id === 'beta:06123450634');
    expect(shared?.documentIds).toEqual(['beta-2026-0006', 'beta-2026-0008']);
    expect(shared?.name).toBe('Trattoria Da Gennaro S.n.c.');
  });

  it('leaves out a bill without a fiscal code', () => {
    const billed = accounts.flatMap((account) => account.documentIds);
    expect(billed).not.toContain('alfa-2026-0006');
    expect(accounts.every((account) => /^(alfa|beta):/.test(account.id))).toBe(true);
  });

  it('are the ones the README lists under "Demo customers", with their password', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
    const section = readme.split('### Demo customers')[1]?.split('\n### ')[0] ?? '';
    const listed = [...section.matchAll(/^\| `([A-Z0-9]+)`/gm)].map((match) => match[1]);
    // The customers left to try the registration with have no account (decision 263).
    expect(listed).toEqual(withoutRegistrable(accounts).map((account) => account.username));
    expect(section).toContain(demoPassword);
  });
});
