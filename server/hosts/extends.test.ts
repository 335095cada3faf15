// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHosts } from './hosts.ts';

const catalogues = path.resolve('src/i18n');

/** A hosts/ folder holding the shipped Alfa host as `alfa`, and the files given. */
function hostsWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-hosts-'));
  cpSync(path.resolve('hosts/bolletta.alfa-energia.test'), path.join(dir, 'alfa'), {
    recursive: true,
  });
  for (const [file, value] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(value));
  }
  return dir;
}

const variant = {
  'acme/hostsettings.json': {
    extends: 'alfa',
    supplierName: 'ACME Energia',
    locales: ['it'],
    theme: { colors: { primary: '#0b5d3b' } },
    social: null,
  },
  'acme/server.json': { aliases: ['acme.localhost'] },
  'acme/locales/it.json': { host: { footer: { company: 'ACME Energia S.p.A.' } } },
};

describe('a host that extends another (decision 307)', () => {
  const hosts = loadHosts(hostsWith(variant), catalogues);
  const acme = hosts.lookup('acme.localhost:4173');
  const alfa = hosts.lookup('bolletta.alfa-energia.test');

  it('has its parent settings with its own laid over them, without `extends`', () => {
    expect(acme?.name).toBe('acme');
    expect(acme?.settings.supplier).toBe(alfa?.settings.supplier);
    expect(acme?.settings.supplierName).toBe('ACME Energia');
    expect(acme?.settings.theme?.colors?.primary).toBe('#0b5d3b');
    expect(acme?.settings.theme?.colors?.surface).toBe(alfa?.settings.theme?.colors?.surface);
    expect(acme?.settings.theme?.logo).toBe(alfa?.settings.theme?.logo);
    expect(acme?.settings.social).toBeUndefined();
    expect(acme?.settings).not.toHaveProperty('extends');
  });

  it('answers on its own names only, and takes its parent payment settings', () => {
    expect(hosts.lookup('acme.localhost')).toBe(acme);
    expect(acme?.server.aliases).toEqual(['acme.localhost']);
    expect(acme?.server.default).toBeUndefined();
    expect(acme?.server.payments).toEqual(alfa?.server.payments);
  });

  it('overrides texts key by key over its parent overrides', () => {
    const texts = acme?.catalogues.get('it') as { host: { footer: Record<string, string> } };
    const parent = alfa?.catalogues.get('it') as { host: { footer: Record<string, string> } };
    expect(texts.host.footer['company']).toBe('ACME Energia S.p.A.');
    expect(texts.host.footer['legal']).toBe(parent.host.footer['legal']);
  });

  it('finds images and templates in its own folder first, then its parent', () => {
    expect(acme?.chain.map((folder) => path.basename(folder))).toEqual(['acme', 'alfa']);
  });
});

describe('a host whose `extends` is wrong stops the server with the file to fix', () => {
  it.each([
    [
      'names no host',
      { 'acme/hostsettings.json': { extends: 'alfa-energia' } },
      /acme\/hostsettings.json extends "alfa-energia"/,
    ],
    ['goes round', { 'acme/hostsettings.json': { extends: 'acme' } }, /goes round in a circle/],
    [
      'leaves a required setting out',
      { 'acme/hostsettings.json': { supplierName: 'ACME' } },
      /hosts\/acme\/hostsettings.json/,
    ],
  ])('%s', (_case, files, message) => {
    const dir = hostsWith(files);
    expect(() => loadHosts(dir, catalogues)).toThrow(message);
  });
});
