// @vitest-environment node
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quadroTemplates } from '../../src/engine/tools/index.ts';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { hostTemplateSources } from '../../server/hosts/hostTemplates.ts';

// The guide's ACME (docs/adding-a-supplier.md) as a fixture: its own templates/acme.json over
// the shared bi3, a parent without templates, and a variant of ACME that inherits it.
const hostsDir = path.resolve('tests/fixtures/host-templates');
const acme = 'bolletta.acme.test';

describe('hostTemplateSources (decision 566)', () => {
  it('lists the hosts that see templates of their own, inherited ones too', async () => {
    const sources = hostTemplateSources(hostsDir, 'templates');
    expect(Object.keys(sources).sort()).toEqual(['bolletta.acme-shop.test', acme]);
    expect(await sources[acme]?.templateNames()).toEqual(expect.arrayContaining(['acme', 'bi3']));
  });
});

/**
 * Storybook's "Host Bill" stories load the toolbar host's template through the build plugin's
 * `importTemplate(name, host)` (src/engine/render/Renderer.stories.tsx): the module is loaded
 * here through Vite itself, as Storybook's build loads it, without building Storybook.
 */
describe('virtual:quadro/templates with host templates', () => {
  let vite: ViteDevServer;
  let importTemplate: (name: string, host?: string) => Promise<unknown>;

  beforeAll(async () => {
    vite = await createServer({
      configFile: false,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
      plugins: [
        quadroTemplates({ catalogue, hosts: () => hostTemplateSources(hostsDir, 'templates') }),
      ],
    });
    const list = await vite.ssrLoadModule('virtual:quadro/templates');
    importTemplate = list['importTemplate'] as typeof importTemplate;
  });
  afterAll(() => vite.close());

  it("finds a host's own template, composed over the shared one it extends", async () => {
    const template = (await importTemplate('acme', acme)) as { id: string; lineage: string[] };
    expect(template.id).toBe('acme');
    expect(template.lineage).toContain('bi3');
    expect(JSON.stringify(template)).toContain('host.welcome');
  });

  it('finds it for a variant of that host, and not for any other host', async () => {
    expect(await importTemplate('acme', 'bolletta.acme-shop.test')).toMatchObject({ id: 'acme' });
    expect(await importTemplate('acme', 'bolletta.alfa.test')).toBeUndefined();
    expect(await importTemplate('acme')).toBeUndefined();
  });

  it('gives a host with its own templates the shared ones too', async () => {
    expect(await importTemplate('bi3', acme)).toMatchObject({ id: 'bi3' });
    expect(await importTemplate('bi3')).toMatchObject({ id: 'bi3' });
  });
});
