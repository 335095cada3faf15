import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import { showWith } from '../../src/ui/testing/testing.tsx';
import { AmountsSummary } from './AmountsSummary.tsx';

const show = (doc: unknown) => showWith(doc, <AmountsSummary />);
const open = (doc: object) => ({ ...doc, bolletta_interattiva_bottone_apri_sintesi_importi: 1 });

describe('AmountsSummary (module sintesi_importi; spec §2 "Payment-data card", decision 16)', () => {
  it('shows the amounts and the TOTALE DA PAGARE row when the open-summary flag is on', () => {
    show(open(alfaPayable.document));
    expect(screen.getByRole('heading', { name: 'Importi della bolletta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Chiudi/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('TOTALE DA PAGARE')).toBeVisible();
  });

  it('starts closed when the flag is off, and opens on the toggle', () => {
    show({ ...alfaPayable.document, bolletta_interattiva_bottone_apri_sintesi_importi: 0 });
    const toggle = screen.getByRole('button', { name: /Dettaglio/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Chiudi/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the pie inside the summary: none while closed, drawn on opening (decision 71)', async () => {
    show({ ...alfaPayable.document, bolletta_interattiva_bottone_apri_sintesi_importi: 0 });
    const pie = { name: /^Grafico a ciambella/, hidden: true };
    expect(screen.queryByRole('img', pie)).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dettaglio' }));
    // The first import transforms the chart modules: wait longer than usual (not a speed test).
    expect(
      await screen.findByRole('img', { name: /^Grafico a ciambella/ }, { timeout: 10000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('img', pie)).not.toBeInTheDocument();
  }, 20000);

  it('reads TOTALE A CREDITO for a negative debt', () => {
    show(open(alfaCredit.document));
    expect(screen.getByText('TOTALE A CREDITO')).toBeVisible();
  });

  it('renders nothing for a bill without amounts', () => {
    const { container } = show({ document_number: 'X1' });
    expect(container).toBeEmptyDOMElement();
  });

  it('explains a line in plain words from the glossary when its button is pressed (issue 32)', async () => {
    show(open(alfaPayable.document));
    const button = screen.getByRole('button', {
      name: 'Che cosa significa «Spesa per oneri di sistema»?',
    });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/finanziano attività di interesse generale/)).toBeVisible();
  });
});
