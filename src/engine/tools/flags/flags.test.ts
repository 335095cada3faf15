// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../widgets/catalogue.gen.ts';
import { propsSchemas } from '../../catalogue.ts';
import { fileSource } from '../../load/fsSource.ts';
import { documentFlags } from '../vocabulary.ts';
import { flagsCommand } from './command.ts';

const flags = documentFlags(
  JSON.parse(readFileSync('schemas/bill-document.schema.json', 'utf8')) as unknown,
);

async function run(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await flagsCommand(args, {
    widgets: propsSchemas(catalogue),
    templates: (_host, dir) => fileSource(dir ?? 'templates'),
    out: (line) => lines.push(...line.split('\n')),
    flags,
  });
  return { code, lines };
}

/** The two lines of one finding: the widget and its proof. */
function finding(lines: string[], first: string): string[] {
  const at = lines.indexOf(first);
  expect(at, `${first} in\n${lines.join('\n')}`).toBeGreaterThan(-1);
  return lines.slice(at, at + 2);
}

const care = 'bolletta_interattiva_customercare';
const duferco = 'bolletta_interattiva_duferco_customer_care';

describe('quadro flags on widgets whose verdict is known', () => {
  it('finds each widget that can never show and says why', async () => {
    const { code, lines } = await run(['tests/fixtures/flags/known-verdicts.json']);
    expect(code).toBe(0);
    expect(lines).toContain('Never shows (4)');
    expect(finding(lines, '  off (SummaryCard)')[1]).toBe(
      '    hidden whatever the flags and device: `false` (/root/children/1/visible) is never true',
    );
    expect(finding(lines, '  self-contradiction (SummaryCard)')[1]).toBe(
      `    hidden in all 2 combinations of $flag('${care}'): \`$flag('${care}') and $not($flag('${care}'))\` (/root/children/2/visible) is never true`,
    );
    // Neither expression is dead alone: the card's and the widget's together are.
    expect(finding(lines, '  dead-under-parent (ContactsCard)')[1]).toBe(
      `    hidden in all 2 combinations of $flag('${duferco}'): \`$flag('${duferco}')\` (/root/children/3/visible) and \`$not($flag('${duferco}'))\` (/root/children/3/children/0/visible) are never true together`,
    );
    expect(finding(lines, '  gas-and-not-gas (SummaryCard)')[1]).toBe(
      '    hidden in all 2 combinations of $isGas(): `$isGas() and $not($isGas())` (/root/children/7/visible) is never true',
    );
  });

  it('finds the widgets whose conditions are always true', async () => {
    const { lines } = await run(['tests/fixtures/flags/known-verdicts.json']);
    expect(lines).toContain('Always shows, though it has conditions (2)');
    expect(finding(lines, '  tautology (SummaryCard)')[1]).toBe(
      "    shown in all 2 combinations of $flag('bolletta_interattiva_esponi_rid')",
    );
    expect(finding(lines, '  either-device (SummaryCard)')[1]).toBe(
      '    shown in all 2 combinations of device',
    );
    expect(lines.at(-1)).toBe(
      '3 widgets show or not depending on the inputs; 1 has no condition at all',
    );
  });

  it('names the helpers it could not model and the flags the document does not have', async () => {
    const { lines } = await run(['tests/fixtures/flags/known-verdicts.json']);
    expect(lines.slice(1, 4)).toEqual([
      '  read as free true/false inputs (not modelled, nor how they relate):',
      '    $isGas()',
      "  $flag('bolletta_interattiva_customer_care') is not a flag of the document schema: no bill sets it",
    ]);
  });

  it('gives each verdict one combination in --json, for machines', async () => {
    const { code, lines } = await run(['tests/fixtures/flags/known-verdicts.json', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(lines.join('\n')) as {
      widgets: { id: string; verdict: string; shown?: object; hidden?: object }[];
    };
    const byId = Object.fromEntries(report.widgets.map((w) => [w.id, w]));
    expect(byId['care-and-mobile']).toMatchObject({
      verdict: 'depends',
      shown: { [`$flag('${duferco}')`]: 1, device: 'mobile' },
      hidden: { [`$flag('${duferco}')`]: 0, device: 'desktop' },
    });
    expect(byId['plain']?.verdict).toBe('unconditional');
    expect(byId['off']?.verdict).toBe('never');
  });
});

describe('quadro flags on tabs and modules whose verdict is known', () => {
  it('finds the tabs that can end up empty, with the fewest flags that prove it', async () => {
    const { lines } = await run(['tests/fixtures/flags/known-tabs.json']);
    expect(lines).toContain('Tabs that can end up empty (2)');
    expect(finding(lines, '  sections › care')[1]).toBe(
      `    with $flag('${care}')=0, $flag('${duferco}')=1: the tab shows, nothing in it does`,
    );
    expect(finding(lines, '  sections › phone-only-content')[1]).toBe(
      '    with desktop: the tab shows, nothing in it does',
    );
    // Always full, fed by a slot, or a link: none of them is listed.
    expect(lines.some((l) => /always-full|› modules|› where/.test(l))).toBe(false);
  });

  it('reports a module that no slot accepts once, not each of its widgets', async () => {
    const { lines } = await run(['tests/fixtures/flags/known-tabs.json']);
    expect(lines).toContain('Never shows (1)');
    expect(lines).toContain('  module orphan (ContactsCard): no slot of the template accepts it');
  });
});

describe('quadro flags on the shipped templates', () => {
  it('finds the tile bi5-mobile-beta turns off', async () => {
    const { lines } = await run(['bi5-mobile-beta']);
    expect(finding(lines, '  web_pdf (WebBillTile)')[1]).toBe(
      '    hidden whatever the flags and device: `false` (/root/children/2/tabs/0/children/0/columns/1/children/2/visible) is never true',
    );
  });

  // Issue 30: bi3dt's customer-care tab held an e-mail form its own condition ruled out. A widget
  // that can never show is a mistake, unless the template turns it off on purpose (`false`) or
  // places no modules at all (bi4's fixed arrangement inherits bi3's module map unused).
  const billTemplates = readdirSync('templates')
    .filter((file) => file.endsWith('.json') && !file.startsWith('area-'))
    .map((file) => file.replace(/\.json$/, ''));
  it.each(billTemplates)('finds no widget of %s that can never show', async (name) => {
    const { code, lines } = await run([name, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(lines.join('\n')) as {
      widgets: { widget: string; pointer: string; verdict: string; why?: string }[];
    };
    const dead = report.widgets.filter(
      (w) => w.verdict === 'never' && !/^(`false`|no slot accepts)/.test(w.why ?? ''),
    );
    expect(dead.map((w) => `${w.widget} at ${w.pointer}: ${w.why ?? ''}`)).toEqual([]);
  });

  it('prints the problems of a template that does not load and exits 1', async () => {
    const { code, lines } = await run(['nothing-by-this-name']);
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe('nothing-by-this-name: 1 problem');
  });
});
