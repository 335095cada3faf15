import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Each architecture rule of `.dependency-cruiser.cjs` fails on a deliberately wrong import (issue
 * 14 "each rule shown to fail"). The rules are path rules, so a small tree laid out like the
 * project's is written to a temporary folder, one wrong import per rule, and cruised with the
 * project's own rule set. A rule that no longer matches what it was written for shows up here,
 * not as a silent green `npm run lint`.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

/** rule → [the file that imports, the module it wrongly imports]. */
const wrongImports: Record<string, [string, string]> = {
  'no-circular': ['src/app/circleA.ts', './circleB.ts'],
  'engine-core-without-react': ['src/engine/load/withReact.ts', 'react'],
  'expr-without-resolve': ['src/engine/expr/upward.ts', '../resolve/resolve.ts'],
  'validate-without-load': ['src/engine/validate/upward.ts', '../load/load.ts'],
  'api-without-state-or-app': ['src/api/readsStore.ts', '../state/bill.ts'],
  'diagnostics-is-a-leaf': ['src/diagnostics/upward.ts', '../engine/model.ts'],
  'domain-is-pure': ['src/domain/impure.ts', '../state/bill.ts'],
  'widget-folders-are-leaves': ['widgets/Alpha/sibling.ts', '../Beta/index.ts'],
  'widgets-use-public-modules': ['widgets/Alpha/internal.ts', '../../src/app/App.ts'],
  'ui-and-domain-without-widgets': ['src/ui/upward.ts', '../../widgets/Beta/index.ts'],
  'production-without-testing-helpers': ['src/app/helper.ts', '../ui/testing/testing.ts'],
  'page-without-whole-catalogue': ['src/app/texts.ts', '../i18n/index.ts'],
  'calendar-below-widgets': ['src/calendar/upward.ts', '../state/bill.ts'],
  'page-without-server': ['src/app/server.ts', '../../server/routes.ts'],
  'engine-without-widgets': ['src/engine/widget.ts', '../../widgets/Beta/index.ts'],
  'page-without-tools': ['src/app/tools.ts', '../engine/tools/index.ts'],
  'catalogue-without-react': ['widgets/Alpha/meta.ts', 'react'],
  'server-without-page': ['server/page.ts', '../src/state/bill.ts'],
};

/** Imports the rules allow, so a rule that forbids everything fails the last test. */
const rightImports: [string, string][] = [
  ['widgets/Gamma/index.ts', '../../src/ui/card.ts'],
  ['widgets/Gamma/meta.ts', './props.ts'],
  ['src/ui/card.ts', '../domain/amounts.ts'],
  ['server/allowed.ts', '../src/domain/amounts.ts'],
  ['src/engine/resolve/resolve.ts', '../expr/compile.ts'],
  ['src/calendar/ics.ts', '../domain/amounts.ts'],
  ['widgets/Gamma/index.ts', '../../src/calendar/ics.ts'],
  ['src/app/pageTexts.ts', '../i18n/page.ts'],
  ['src/app/texts.test.ts', '../i18n/index.ts'],
];

const targets = [
  'src/app/circleB.ts',
  'src/app/App.ts',
  'src/engine/resolve/resolve.ts',
  'src/engine/expr/compile.ts',
  'src/engine/load/load.ts',
  'src/engine/model.ts',
  'src/engine/tools/index.ts',
  'src/state/bill.ts',
  'src/ui/testing/testing.ts',
  'src/domain/amounts.ts',
  'src/calendar/ics.ts',
  'src/i18n/index.ts',
  'src/i18n/page.ts',
  'server/routes.ts',
  'widgets/Beta/index.ts',
  'widgets/Gamma/props.ts',
];

let root = '';
let result: ICruiseResult;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quadro-rules-'));
  const files = new Map<string, string>(targets.map((file) => [file, 'export const x = 1;\n']));
  const importing = [...Object.values(wrongImports), ...rightImports];
  for (const [from, to] of importing) {
    files.set(from, `${files.get(from) ?? ''}import '${to}';\nexport const y = 1;\n`);
  }
  files.set('src/app/circleB.ts', "import './circleA.ts';\nexport const x = 1;\n");
  for (const [file, text] of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  // React must resolve to node_modules/react/… for the React rules to see it.
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  const output = await cruise(['src', 'widgets', 'server'], {
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  result = output.output as ICruiseResult;
}, 60_000);

afterAll(async () => {
  if (root !== '') await rm(root, { recursive: true, force: true });
});

function rulesBrokenBy(file: string): string[] {
  return result.summary.violations
    .filter((violation) => violation.from === file)
    .map((violation) => violation.rule.name);
}

describe('every architecture rule fails on a wrong import', () => {
  it('covers every rule of .dependency-cruiser.cjs', () => {
    expect(Object.keys(wrongImports).sort()).toEqual(config.forbidden.map((r) => r.name).sort());
  });

  it.each(Object.entries(wrongImports))('%s', (rule, [from]) => {
    expect(rulesBrokenBy(from)).toContain(rule);
  });

  it('lets the imports the architecture allows through', () => {
    for (const [from] of rightImports) expect(rulesBrokenBy(from)).toEqual([]);
  });
});
