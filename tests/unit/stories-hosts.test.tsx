// The hosts of Storybook's toolbar (.storybook/hosts.ts) are the hosts the reference server
// serves: the same effective settings and texts for every folder of hosts/, and a folder that
// `extends` another shown merged over it, images from the first folder of its chain.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostOf, hostsOf, localeOf, storyHosts, type HostFiles } from '../../.storybook/hosts.ts';
import { hostChain, mergedFile } from '../../server/hosts/extends.ts';

const hostsDir = path.resolve(import.meta.dirname, '../../hosts');

describe('the toolbar hosts of hosts/', () => {
  it.each(storyHosts.map((host) => [host.folder, host] as const))(
    '%s has the settings and texts the server merges',
    (folder, host) => {
      const chain = hostChain(hostsDir, folder);
      const { theme, ...settings } = host.settings;
      const served = mergedFile(chain, 'hostsettings.json') as Record<string, unknown>;
      const { theme: servedTheme, ...servedSettings } = served;
      expect(settings).toEqual(servedSettings);
      expect({ ...theme, logo: undefined }).toEqual({
        ...(servedTheme as object),
        logo: undefined,
      });
      // The logo file, served by Storybook at a full address the header accepts.
      expect(theme?.logo).toMatch(/^http:\/\/\S+\.svg\b/);
      for (const locale of host.settings.locales) {
        expect(host.texts[locale]).toEqual(mergedFile(chain, `locales/${locale}.json`) ?? {});
      }
    },
  );

  it('names a host in a link with dashes for dots, and finds it by either', () => {
    const beta = hostOf('bolletta-beta-gas-test');
    expect(beta.folder).toBe('bolletta.beta-gas.test');
    expect(hostOf('bolletta.beta-gas.test')).toBe(beta);
    expect(localeOf(beta, 'en')).toBe('it');
    expect(localeOf(hostOf('bolletta-alfa-energia-test'), 'zh-CN')).toBe('zh-CN');
  });
});

describe('a host that extends another', () => {
  const files: HostFiles = {
    settings: {
      '../hosts/parent/hostsettings.json': {
        templateName: 'bi3',
        supplier: 'alfa',
        supplierName: 'Alfa Energia',
        locales: ['it', 'en'],
        theme: { colors: { primary: '#0b5394', text: '#1f2933' }, radius: 12, logo: 'logo.svg' },
      },
      '../hosts/child/hostsettings.json': {
        extends: 'parent',
        supplierName: 'Alfa Casa',
        theme: { colors: { primary: '#7a1fa2' }, radius: null },
      },
    },
    texts: {
      '../hosts/parent/locales/it.json': { host: { name: 'Alfa', tagline: 'Luce e gas' } },
      '../hosts/child/locales/it.json': { host: { name: 'Alfa Casa' } },
    },
    images: { '../hosts/parent/logo.svg': '/assets/logo-parent.svg' },
  };

  it('shows the effective host: its changes over its parent, the parent’s logo', () => {
    const child = hostsOf(files).find((host) => host.folder === 'child');
    expect(child?.chain).toEqual(['child', 'parent']);
    expect(child?.settings).toMatchObject({
      supplier: 'alfa',
      supplierName: 'Alfa Casa',
      locales: ['it', 'en'],
      theme: { colors: { primary: '#7a1fa2', text: '#1f2933' } },
    });
    expect(child?.settings.theme?.radius).toBeUndefined();
    expect(child?.settings.theme?.logo).toBe(
      new URL('/assets/logo-parent.svg', location.href).href,
    );
    expect(child?.texts['it']).toEqual({ host: { name: 'Alfa Casa', tagline: 'Luce e gas' } });
    expect(child?.texts['en']).toEqual({});
  });

  it('refuses a parent that is not there, naming the file', () => {
    const orphan: HostFiles = {
      ...files,
      settings: { '../hosts/orphan/hostsettings.json': { extends: 'gone', locales: ['it'] } },
    };
    expect(() => hostsOf(orphan)).toThrow('hosts/orphan/hostsettings.json extends "gone"');
  });
});
