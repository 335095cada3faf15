import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaFour from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import betaFive from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import { testBill } from '../../src/state/testing.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { AmountsDonut } from '../../src/ui/charts/donut/AmountsDonut.tsx';

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

const items = alfaOne.document.fatt_interattiva_data.sintesi_importi.grafico_importi;
const rowOf = (label: string) =>
  screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

describe('AmountsDonut (spec §2 "Interactive donut breakdown with expand/collapse", §9)', () => {
  it('names the ring with every item, its amount and share', () => {
    showWith(alfaOne.document, <AmountsDonut />);
    expect(screen.getByRole('region', { name: 'Come si compone la bolletta' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /^Grafico a ciambella .*: Spesa per la materia energia 62,18 € \(\d+,\d%\);/,
    );
  });

  it('lists the entries in a legend at the ring, one button each', () => {
    showWith(alfaOne.document, <AmountsDonut />);
    const legend = screen.getByRole('list', { name: 'Voci del grafico' });
    expect(
      within(legend)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(items.map((item) => item.label));
  });

  it('starts collapsed, the table still there for screen readers, and expands on the button', async () => {
    const user = userEvent.setup();
    showWith(alfaOne.document, <AmountsDonut />);
    const toggle = screen.getByRole('button', { name: 'Mostra dettaglio' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const table = screen.getByRole('table', {
      name: 'Dettaglio della composizione della bolletta',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(items.length + 1);
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      table,
    );
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Nascondi dettaglio' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Nascondi dettaglio' }));
    expect(screen.getByRole('button', { name: 'Mostra dettaglio' })).toBeInTheDocument();
  });

  it('writes each row with the amount in euro and the share, right-aligned', () => {
    showWith(alfaOne.document, <AmountsDonut expanded />);
    const row = rowOf('Spesa per la materia energia');
    expect(row.textContent).toMatch(/^Spesa per la materia energia62,18 €\d+,\d%$/);
    expect(within(row).getAllByRole('cell')[0]).toHaveAttribute('data-numeric');
  });

  it('highlights the row of a legend entry picked from the keyboard, and opens the detail', async () => {
    const user = userEvent.setup();
    showWith(alfaOne.document, <AmountsDonut />);
    const second = items[1]?.label ?? '';
    const entry = screen.getByRole('button', { name: second });
    entry.focus();
    await user.keyboard('{Enter}');
    expect(entry).toHaveAttribute('aria-pressed', 'true');
    expect(rowOf(second)).toHaveAttribute('aria-current', 'true');
    expect(rowOf(items[0]?.label ?? '')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Nascondi dettaglio' })).toBeInTheDocument();
    await user.click(entry);
    expect(entry).toHaveAttribute('aria-pressed', 'false');
    expect(rowOf(second)).not.toHaveAttribute('aria-current');
  });

  it('highlights the row of a slice clicked on the ring, and pulls the slice out', async () => {
    const user = userEvent.setup();
    showWith(alfaOne.document, <AmountsDonut />);
    const slices = screen.getByRole('img').querySelectorAll('path');
    expect([...slices].map((path) => path.getAttribute('fill'))).toEqual(
      items.map((item) => item.color),
    );
    const third = slices[2];
    if (!third) throw new Error('no third slice');
    await user.click(third);
    const label = items[2]?.label ?? '';
    expect(rowOf(label)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(third).toHaveAttribute('data-picked');
    expect(third.style.transform).not.toBe('translate(0.00px, 0.00px)');
    expect(slices[0]).not.toHaveAttribute('data-picked');
  });

  it('tells the slice under the pointer in the ring’s hole, amount and share', async () => {
    const user = userEvent.setup();
    showWith(alfaOne.document, <AmountsDonut />);
    const ring = screen.getByRole('img');
    const first = ring.querySelector('path');
    if (!first) throw new Error('no slice');
    await user.hover(first);
    expect(ring.textContent).toMatch(/^Spesa per la materia energia62,18 €\d+,\d%$/);
    await user.unhover(first);
    expect(ring.textContent).toBe('');
  });

  it.each([
    { what: 'an empty list with the flag on', doc: alfaFour.document },
    { what: 'the flag off as "0"', doc: betaFive.document },
    { what: 'no document', doc: undefined },
  ])('shows nothing for $what (§5 "the chart likewise")', ({ doc }) => {
    const { container } = showWith(doc, <AmountsDonut />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no card of its own inside another card', () => {
    showWith(alfaOne.document, <AmountsDonut framed={false} />);
    expect(screen.queryByRole('region', { name: 'Come si compone la bolletta' })).toBeNull();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});

describe('the registry entry (DESIGN "Widgets", ADR 0062)', () => {
  it('is the donut itself, drawn with the first view: no chunk, no skeleton', async () => {
    const { amountsDonut } = await import('./index.ts');
    expect(amountsDonut.component).toBe(AmountsDonut);
    expect(amountsDonut.skeleton).toBeUndefined();
  });
});

/**
 * Issue 13: a PDR broke mid-number in the legend on a phone. jsdom lays nothing out, so this
 * reads the rule the browser follows: the code is one unbreakable word, the label around it
 * wraps.
 */
describe('AmountsDonut legend on a phone', () => {
  const label = 'Fornitura PDR 15220000522011 – Via Napoli 112, Pozzuoli';
  const doc = {
    ...alfaOne.document,
    fatt_interattiva_data: {
      ...alfaOne.document.fatt_interattiva_data,
      sintesi_importi: {
        ...alfaOne.document.fatt_interattiva_data.sintesi_importi,
        grafico_importi: [
          { label, value: 120.5 },
          { label: 'Fornitura PDR 15220000522012', value: 80 },
        ],
      },
    },
  };

  it.each([
    { code: '15220000522011', entry: label },
    { code: '15220000522012', entry: 'Fornitura PDR 15220000522012' },
  ])('keeps $code whole in its entry, the rest of the label free to wrap', ({ code, entry }) => {
    showWith(doc, <AmountsDonut />);
    const legend = screen.getByRole('list', { name: 'Voci del grafico' });
    const button = within(legend).getByRole('button', { name: entry });
    expect(getComputedStyle(within(button).getByText(code)).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(button).whiteSpace).not.toBe('nowrap');
  });
});
