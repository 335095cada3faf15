// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../widgets/catalogue.gen.ts';
import { propsSchemas } from '../../catalogue.ts';
import { fileSource } from '../../load/fsSource.ts';
import { memorySource } from '../../load/source.ts';
import type { TemplateSource } from '../../load/source.ts';
import { showCommand } from './show.ts';

async function show(
  args: string[],
  source: (dir: string | undefined) => TemplateSource = (dir) => fileSource(dir ?? 'templates'),
): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await showCommand(args, {
    widgets: propsSchemas(catalogue),
    templates: (_host, dir) => source(dir),
    out: (line) => lines.push(...line.split('\n')),
  });
  return { code, lines };
}

describe('quadro show --diff on the shipped variants', () => {
  it('says bi3-beta replaces the supply module with a list, and shows the lines', async () => {
    const { code, lines } = await show(['bi3-beta', '--diff']);
    expect(code).toBe(0);
    expect(lines.slice(0, 2)).toEqual([
      'bi3-beta against bi3, the template it extends',
      '  modules replaced  fornitura_beta (stack layout → SupplyList)',
    ]);
    expect(lines).toContain('--- templates/bi3.json\teffective');
    expect(lines).toContain('+++ templates/bi3-beta.json\teffective');
    expect(lines).toContain('+      "widget": "SupplyList"');
    // The parent's visibility of that module goes with it: a reader must see that.
    expect(lines).toContain(`-      "visible": "$not($shown('fornitura_alfa'))"`);
    expect(lines.filter((l) => l.startsWith('+') && !l.startsWith('+++'))).toHaveLength(1);
  });

  it('says bi5-mobile-beta patches the web bill tile and the notice, and nothing else', async () => {
    const { code, lines } = await show(['bi5-mobile-beta', '--diff']);
    expect(code).toBe(0);
    expect(lines[1]).toBe('  patched           web_pdf (visible), warning (props)');
    const changed = lines.filter((l) => /^[-+] /.test(l)).map((l) => l.replace(/\s+/g, ' '));
    expect(changed).toEqual([
      `- "visible": "$showsWebBill()"`,
      `+ "visible": "false"`,
      `- "titleKey": "bill.t5.warning.title",`,
      `- "textKey": "bill.t5.warning.text",`,
      `- "onlyWhenDue": true`,
      `+ "titleKey": "bill.t5.beta.warning.title",`,
      `+ "textKey": "bill.t5.beta.warning.text",`,
      `+ "onlyWhenDue": false`,
    ]);
  });
});

describe('quadro show', () => {
  const files = {
    'base.json': JSON.stringify({
      id: 'base',
      root: { layout: 'stack', children: [{ id: 'a', widget: 'SummaryCard' }, { use: 'part' }] },
    }),
    'fragments/part.json': JSON.stringify({
      id: 'part',
      root: { id: 'b', widget: 'ContactsCard' },
    }),
    'variant.json': JSON.stringify({
      id: 'variant',
      extends: 'base',
      patch: { a: { visible: '$isMobile()' } },
    }),
    'same.json': JSON.stringify({ id: 'same', extends: 'base' }),
    'broken.json': '{\n  "id": "broken",\n  "extends": "bsae"\n}',
  };
  const memory = () => memorySource(files);

  it('prints the effective template: parent merged, patch applied, fragment expanded', async () => {
    const { code, lines } = await show(['variant'], memory);
    expect(code).toBe(0);
    expect(JSON.parse(lines.join('\n'))).toEqual({
      id: 'variant',
      lineage: ['variant', 'base'],
      modules: {},
      root: {
        layout: 'stack',
        children: [
          { id: 'a', widget: 'SummaryCard', visible: '$isMobile()' },
          { id: 'b', widget: 'ContactsCard' },
        ],
      },
    });
  });

  it('says when a variant changes nothing', async () => {
    const { code, lines } = await show(['same', '--diff'], memory);
    expect(code).toBe(0);
    expect(lines).toEqual(['same against base, the template it extends', '  no change']);
  });

  it('prints the problems of a broken template with their place and exits 1', async () => {
    const { code, lines } = await show(['broken'], memory);
    expect(code).toBe(1);
    expect(lines).toEqual(['broken.json:3:3 template "bsae" does not exist', 'broken: 1 problem']);
  });

  it('refuses --diff on a template that extends none', async () => {
    const { code, lines } = await show(['base', '--diff'], memory);
    expect(code).toBe(1);
    expect(lines).toEqual(['base extends no template: there is nothing to compare it with']);
  });

  it('colours the diff only when asked (on a terminal)', async () => {
    const lines: string[] = [];
    await showCommand(['variant', '--diff'], {
      widgets: propsSchemas(catalogue),
      templates: () => memory(),
      out: (line) => lines.push(line),
      color: true,
    });
    expect(lines).toContain(`\u001b[32m+        "visible": "$isMobile()"\u001b[0m`);
  });
});
