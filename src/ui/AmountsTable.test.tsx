import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.ts';
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

  it('gives a row with a term the button that explains it, and a row without none (issue 32)', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <AmountsTable
          caption="Sintesi"
          columns={['Voce', 'Importo']}
          rows={[
            { label: 'Spesa per oneri di sistema', values: ['9,86 €'], term: 'oneri_di_sistema' },
            { label: 'Credito della bolletta precedente', values: ['-12,00 €'], term: null },
          ]}
        />
      </I18nextProvider>,
    );
    const [explained, plain] = screen.getAllByRole('rowheader');
    expect(
      within(explained ?? document.body).getByRole('button', {
        name: 'Che cosa significa «Spesa per oneri di sistema»?',
        expanded: false,
      }),
    ).toBeInTheDocument();
    expect(within(plain ?? document.body).queryByRole('button')).toBeNull();
  });

  it('takes no tab stop when it does not scroll, still named by its caption', () => {
    render(<AmountsTable caption="Composizione" columns={['Voce']} rows={[]} scrolls={false} />);
    expect(screen.getByRole('region', { name: 'Composizione' })).not.toHaveAttribute('tabindex');
  });
});

/**
 * Issue 13: a table never overflows its card. jsdom lays nothing out, so this reads the rule
 * the browser follows (tests/e2e/fit.e2e.test.ts measures it in Chromium): the amount as the
 * supplier wrote it may wrap, anywhere if it must, within a capped width; items wrap too.
 */
describe('AmountsTable on a narrow card', () => {
  const long = `0,${'1234567890'.repeat(7)}€/Smc`;

  it('lets a long unbroken amount wrap within a capped width, items wrap as well', () => {
    render(
      <AmountsTable
        caption="Sintesi degli importi"
        columns={['Voce', 'Importo']}
        rows={[{ label: 'Corrispettivo unitario di conguaglio (€/Smc)', values: [long] }]}
        total={{ label: 'TOTALE DA PAGARE', values: ['524,20 €'] }}
      />,
    );
    const amount = getComputedStyle(screen.getByText(long));
    expect(amount.overflowWrap).toBe('anywhere');
    expect(amount.whiteSpace).toBe('normal');
    expect(amount.maxWidth).toBe('10em');
    const item = getComputedStyle(screen.getByRole('rowheader', { name: /Corrispettivo/ }));
    expect(item.whiteSpace).toBe('normal');
    expect(getComputedStyle(screen.getByText('524,20 €')).width).toBe('max-content');
  });
});
