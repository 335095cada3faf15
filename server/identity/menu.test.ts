// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHosts } from '../hosts/hosts.ts';
import { menuOf } from './menu.ts';

const hosts = loadHosts(path.resolve('hosts'), path.resolve('src/i18n'));
const host = (name: string) => {
  const found = hosts.all.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no host ${name}`);
  return found;
};

describe('the menu as a host setting (issue 30, decision 538)', () => {
  it('gives Alfa its sub-menus, its module and /user_form, in the asked language', () => {
    const alfa = host('bolletta.alfa-energia.test');
    const menu = menuOf(alfa, 'de');
    expect(menu.orientation).toBe('horizontal');
    expect(menu.items).toContainEqual({ label: 'Dienste', action: 'module', argument: 'servizi' });
    expect(menu.items).toContainEqual({
      label: 'Mein Konto',
      children: [
        { label: 'Profil', action: 'path', path: '/modif_data_user' },
        { label: 'Benutzerdaten', action: 'path', path: '/user_form' },
      ],
    });
    expect(menu.items.at(-1)).toEqual({ label: 'Abmelden', action: 'logout' });
  });

  it('opens the invoices in a new tab, whatever the setting says', () => {
    const menu = menuOf(host('bolletta.alfa-energia.test'), 'it');
    expect(menu.items).toContainEqual({
      label: 'Bollette',
      action: 'path',
      path: '/invoices',
      newTab: true,
    });
  });

  it('lays Beta out vertically, in Italian', () => {
    const menu = menuOf(host('bolletta.beta-gas.test'), 'it');
    expect(menu.orientation).toBe('vertical');
    expect(menu.items.map((item) => item.label)).toContain('Il mio account');
  });
});
