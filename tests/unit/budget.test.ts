import { describe, expect, it } from 'vitest';
import {
  budgetKB,
  checkBudget,
  renderBlockingScripts,
  type Chunk,
  type Manifest,
} from '../../bench/budget.ts';

/** A build of a few chunks, gzip sizes in KB: an entry, the route and what they import. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/BillPage.tsx': {
    file: 'assets/BillPage.js',
    imports: ['_api.js'],
    dynamicImports: ['src/app/EngineView.tsx'],
  },
  '_api.js': { file: 'assets/api.js', imports: ['_react.js'] },
  'src/app/EngineView.tsx': { file: 'assets/EngineView.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card.js' },
  'virtual:quadro/validators/bill': { file: 'assets/bill.js' },
  'virtual:quadro/template/small': { file: 'assets/small.js' },
  'virtual:quadro/template/big': { file: 'assets/big.js', imports: ['_card.js'] },
  'src/ui/charts/Chart.tsx': { file: 'assets/echarts.js' },
};

function sizes(kbs: Record<string, number>) {
  return (file: string): Chunk => {
    const kb = kbs[file.replace(/^assets\/|\.js$/g, '')] ?? 0;
    return { file, raw: kb * 3000, gzip: kb * 1000 };
  };
}

const base = { index: 80, react: 20, BillPage: 2, api: 10, EngineView: 20, card: 30, bill: 13 };

describe('the bill route budget (decision 172)', () => {
  it('counts the entry and the route with their static imports, and passes under the budget', () => {
    const result = checkBudget(manifest, sizes({ ...base, small: 1, big: 2, echarts: 300 }));
    expect(result.initialKB).toBe(112);
    expect(result.initial.sort()).toEqual(
      ['assets/BillPage.js', 'assets/api.js', 'assets/index.js', 'assets/react.js'].sort(),
    );
    expect(result.ok).toBe(true);
  });

  it('fails over the budget with the chunk list', () => {
    const result = checkBudget(manifest, sizes({ ...base, api: 10 + budgetKB, small: 1 }));
    expect(result.ok).toBe(false);
    // The other initial chunks' 102 KB and an API chunk 10 KB larger than the budget itself.
    expect(result.initialKB).toBe(112 + budgetKB);
    for (const file of ['index.js', 'react.js', 'BillPage.js', 'api.js']) {
      expect(result.report).toMatch(new RegExp(`^  ${file.replace('.', '\\.')} .* yes`, 'm'));
    }
    expect(result.report).toMatch(
      new RegExp(`initial JavaScript .* ${String(112 + budgetKB)}\\.0 KB .* OVER`),
    );
  });

  it('adds the engine view, the first view validators and the largest template to show it', () => {
    // `big` imports the card, which the engine view brings anyway: it adds only its own 2 KB.
    const result = checkBudget(manifest, sizes({ ...base, small: 5, big: 2 }));
    expect(result.beforePaint.sort()).toEqual(
      [
        'assets/BillPage.js',
        'assets/EngineView.js',
        'assets/api.js',
        'assets/bill.js',
        'assets/card.js',
        'assets/index.js',
        'assets/react.js',
        'assets/small.js',
      ].sort(),
    );
    expect(result.beforePaintKB).toBe(112 + 20 + 30 + 13 + 5);
    expect(result.report).toContain('needed to show the bill in the browser (small)');
    expect(result.report).not.toContain('echarts');
  });
});

describe('the JavaScript before the first paint (decision 172, ADR 0019)', () => {
  const sized = sizes({ ...base, small: 1, big: 2, blocking: 160 });

  it('counts nothing for module scripts, async/defer scripts and data blocks', () => {
    const page = `<head><script type="module" src="/assets/index.js"></script>
      <script defer src="/assets/a.js"></script><script async src="/assets/b.js"></script>
      <script type="application/json" id="quadro-state">{"a":1}</script></head>`;
    expect(renderBlockingScripts(page)).toEqual({ files: [], inline: [] });
    const result = checkBudget(manifest, sized, page);
    expect(result.blockingKB).toBe(0);
    expect(result.report).toMatch(
      /JavaScript before the first paint \(index\.html\) +0\.0 KB .*pass/,
    );
    expect(result.ok).toBe(true);
  });

  it('fails when a classic script blocks the paint with more than the budget', () => {
    const page = `<head><script src="/assets/blocking.js"></script><script>var x = 1;</script></head>`;
    expect(renderBlockingScripts(page)).toEqual({
      files: ['assets/blocking.js'],
      inline: ['var x = 1;'],
    });
    const result = checkBudget(manifest, sized, page);
    expect(result.blockingKB).toBeGreaterThan(160);
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/JavaScript before the first paint .* OVER/);
  });
});
