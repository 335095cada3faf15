// Issue 13 "Layout": on a 390 px phone nothing leaves the screen. Measured in Chromium, where
// the layout happens: the page never scrolls sideways, no table is wider than its card, the
// amount of TOTALE DA PAGARE is on screen, a label keeps its value beside it when both fit,
// and bi4's tab bar is one line. The widget tests read the CSS rules; this checks their effect.
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { openDisclosures } from './disclosures.ts';
import { describe, expect, loadCharts, picture, retryOnStall, test } from './harness.ts';

const bills = inject('bills');

function linkOf(id: string, template: string): string {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return `${bill.link}&template=${template}`;
}

/** What the page measures: its width, each shown table against its card, the total's amount. */
function measure() {
  // A table clipped to one pixel for screen readers (a chart's closed detail) is not shown.
  const clipped = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && getComputedStyle(node).overflow === 'hidden') {
        return true;
      }
    }
    return false;
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 16 &&
      box.height > 16 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      !clipped(element)
    );
  };
  const tables = [...document.querySelectorAll('table')].filter(visible).map((table) => {
    const card = table.closest('section') ?? table.parentElement ?? table;
    const style = getComputedStyle(card);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return {
      table: table.caption?.textContent ?? table.getAttribute('aria-label') ?? '(unnamed)',
      width: Math.floor(table.getBoundingClientRect().width),
      scrollWidth: table.scrollWidth,
      // Inside the card's padding: a table over it already looks out of its card.
      cardWidth: Math.ceil(card.clientWidth - padding),
    };
  });
  const totals = [...document.querySelectorAll('th')]
    .filter((cell) => cell.textContent.trim() === 'TOTALE DA PAGARE' && visible(cell))
    .map((cell) => {
      const amount = cell.nextElementSibling?.getBoundingClientRect();
      return { left: amount?.left ?? -1, right: amount?.right ?? Infinity };
    });
  return {
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    tables,
    totals,
  };
}

// The long amount of the issue, on the three templates where it pushed the total off screen.
const stressed = ['bi3', 'bi4', 'bi5-mobile'].map((template) => ({
  id: 'alfa-2026-0008',
  template,
}));
// Three supply points and a pie: its legend, the supply's facts and the selector must fit too.
const threeSupplies = ['bi3', 'bi5-mobile'].map((template) => ({ id: 'beta-2026-0006', template }));

describe('on a phone, nothing is wider than the screen (issue 13)', () => {
  test.override({ device: 'phone' });

  test.for([...stressed, ...threeSupplies])(
    '$id on $template: the page, every table and the total fit',
    retryOnStall,
    async ({ id, template }, { page, errors }) => {
      await openBill(page, linkOf(id, template));
      // A chart's table exists once its chunk has come, and only then has a button to open.
      await loadCharts(page);
      await openDisclosures(page);
      const fit = await page.evaluate(measure);
      await picture(page, `fit-phone-${template}-${id}`);
      expect(fit.page).toBeLessThanOrEqual(fit.viewport);
      expect(fit.tables.length).toBeGreaterThan(0);
      for (const table of fit.tables) {
        expect(table.scrollWidth, table.table).toBeLessThanOrEqual(table.cardWidth);
        expect(table.width, table.table).toBeLessThanOrEqual(table.cardWidth);
      }
      // Each bill's amounts table ends with its total, which must be there to be read.
      expect(fit.totals.length).toBeGreaterThan(0);
      for (const total of fit.totals) {
        expect(total.left).toBeGreaterThanOrEqual(0);
        expect(total.right).toBeLessThanOrEqual(fit.viewport);
      }
      expect(errors).toEqual([]);
    },
  );

  test('bi4 keeps its tab bar on one line, inside the screen', async ({ page }) => {
    await openBill(page, linkOf('alfa-2026-0008', 'bi4'));
    const list = page.getByRole('tablist').first();
    const bar = await list.evaluate((element) => ({
      tops: [...element.querySelectorAll('[role="tab"]')].map((tab) =>
        Math.round(tab.getBoundingClientRect().top),
      ),
      right: element.getBoundingClientRect().right,
      viewport: window.innerWidth,
    }));
    expect(bar.tops.length).toBeGreaterThan(1);
    expect(new Set(bar.tops).size).toBe(1);
    expect(bar.right).toBeLessThanOrEqual(bar.viewport);
  });

  test('the supply card keeps "Periodo di consumo" beside its dates', async ({ page }) => {
    await openBill(page, linkOf('alfa-2026-0008', 'bi3'));
    const label = page.getByText('Periodo di consumo', { exact: true }).first();
    const line = await label.evaluate((dt) => {
      const value = dt.nextElementSibling;
      return {
        label: Math.round(dt.getBoundingClientRect().top),
        value: Math.round(value?.getBoundingClientRect().top ?? -1),
      };
    });
    expect(line.value).toBe(line.label);
  });
});
