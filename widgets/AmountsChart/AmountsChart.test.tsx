import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaFour from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import betaFive from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import { testBill } from '../../src/state/testing.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { AmountsChart } from '../../src/ui/charts/amounts/AmountsChart.tsx';

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('AmountsChart (spec §2 "optional pie chart", §9 "doughnut for amounts summary")', () => {
  it('names the ring with every item and lists them in a table with amount and share', () => {
    showWith(alfaOne.document, <AmountsChart />);
    expect(screen.getByRole('region', { name: 'Come si compone la bolletta' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /Spesa per la materia energia 62,18 € \(\d+,\d%\)/,
    );
    const table = screen.getByRole('table', { name: 'Composizione della bolletta' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('VoceImportoQuota');
    expect(rows[1]?.textContent).toMatch(/^Spesa per la materia energia62,18 €\d+,\d%$/);
  });

  it.each([
    { what: 'an empty list with the flag on', doc: alfaFour.document },
    { what: 'the flag off as "0"', doc: betaFive.document },
    { what: 'no document', doc: undefined },
  ])('shows nothing for $what (§5)', ({ doc }) => {
    const { container } = showWith(doc, <AmountsChart />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no card of its own inside another card', () => {
    showWith(alfaOne.document, <AmountsChart framed={false} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
