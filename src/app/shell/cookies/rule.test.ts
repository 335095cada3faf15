// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../widgets/catalogue.gen.ts';
import { propsSchemas } from '../../../engine/catalogue.ts';
import { fileSource } from '../../../engine/load/fsSource.ts';
import { loadTemplate } from '../../../engine/load/load.ts';
import type { TemplateSource } from '../../../engine/load/source.ts';
import { templateOmitsCookieBanner } from './rule.ts';

/** The overlay docs/adding-a-supplier.md tells a configurator to write, read from the guide. */
function guideOverlay(): string {
  const guide = readFileSync('docs/adding-a-supplier.md', 'utf8');
  const block =
    /```json file=hosts\/bolletta\.acme\.test\/templates\/acme\.json\n([\s\S]*?)```/.exec(guide);
  if (!block?.[1]) throw new Error('the guide has no acme.json block');
  return block[1];
}

/** The shipped templates with the guide's `acme` over them, as the server layers a host's. */
const shipped = fileSource('templates');
const source: TemplateSource = {
  ...shipped,
  template: (name) =>
    name === 'acme'
      ? Promise.resolve({ file: 'acme.json', text: guideOverlay() })
      : shipped.template(name),
};

async function omits(name: string): Promise<boolean> {
  const { template, problems } = await loadTemplate(name, source, propsSchemas(catalogue));
  expect(problems).toEqual([]);
  return templateOmitsCookieBanner(template);
}

describe('§2 "The cookie banner is omitted on templates 3, 3Dt …" by what a template is (decisions 224, 475)', () => {
  it.each([
    ['bi3', true],
    ['bi3-beta', true],
    ['bi3dt', true],
    ['acme', true],
    ['t1', false],
    ['t2', false],
    ['bi1', false],
    ['bi4', false],
    ['bi6', false],
    ['bi5-mobile', false],
    ['demo', false],
  ])('template %s omits the banner: %s', async (name, omitted) => {
    expect(await omits(name)).toBe(omitted);
  });

  it('shows it while the template is not known, or for one built by hand without a layout', () => {
    expect(templateOmitsCookieBanner(undefined)).toBe(false);
    expect(templateOmitsCookieBanner({})).toBe(false);
  });
});
