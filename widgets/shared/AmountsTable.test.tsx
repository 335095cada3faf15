import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountsTable } from './AmountsTable.tsx';

const rows = [
  { label: 'Materia energia', values: ['62,18 €'] },
  { label: 'Trasporto', values: ['21,47 €'] },
];

describe('AmountsTable', () => {
  it('scrolls in a focusable region named by its caption, amounts beside their items', () => {
    render(<AmountsTable caption="Sintesi" columns={['Voce', 'Importo']} rows={rows} />);
    const region = screen.getByRole('region', { name: 'Sintesi' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Sintesi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Voce', 'Importo']);
    expect(
      within(table).getByRole('rowheader', { name: 'Trasporto' }).nextElementSibling,
    ).toHaveTextContent('21,47 €');
  });

  it('ends with the total row, and hides the caption only visually when asked', () => {
    render(
      <AmountsTable
        caption="Voci di costo"
        captionHidden
        columns={['Voce', 'Importo']}
        rows={rows}
        total={{ label: 'TOTALE DA PAGARE', values: ['83,65 €'] }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Voci di costo' });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('TOTALE DA PAGARE83,65 €');
    expect(table.querySelector('caption')).toHaveClass('visually-hidden');
  });

  it('marks the row picked elsewhere as current, and no other', () => {
    render(
      <AmountsTable caption="Composizione" columns={['Voce', 'Importo']} rows={rows} current={1} />,
    );
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Trasporto');
    expect(screen.getAllByRole('row', { current: false })).toHaveLength(2);
  });

  it('takes no tab stop when it does not scroll, still named by its caption', () => {
    render(<AmountsTable caption="Composizione" columns={['Voce']} rows={[]} scrolls={false} />);
    expect(screen.getByRole('region', { name: 'Composizione' })).not.toHaveAttribute('tabindex');
  });
});
