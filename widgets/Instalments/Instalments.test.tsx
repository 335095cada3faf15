import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import alfaAllStates from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaPaid from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import betaAllStates from '../../fixtures/beta-2026-0004.json' with { type: 'json' };
import betaUnique from '../../fixtures/beta-2026-0002.json' with { type: 'json' };
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { useHost } from '../../src/state/host.ts';
import { Instalments } from './Instalments.tsx';
import { asBill } from '../../tests/fixtures.ts';
import { saveBlob } from '../../src/ui/saveFile.ts';

vi.mock('../../src/ui/saveFile.ts', () => ({ saveBlob: vi.fn(), pdfFileName: vi.fn() }));

/** Clicks an instalment's calendar button and parses the file it saves with ical.js. */
async function download(item: HTMLElement) {
  vi.mocked(saveBlob).mockClear();
  await userEvent.click(within(item).getByRole('button', { name: /Aggiungi al calendario/ }));
  await waitFor(() => {
    expect(saveBlob).toHaveBeenCalledOnce();
  });
  const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
  const calendar = new ICAL.Component(ICAL.parse(await (blob as Blob).text()) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { name, vevent, event: new ICAL.Event(vevent) };
}

/** The store holds the instalments answer's `data`, as src/app/loadBill.ts puts it there. */
function show(answer: { data: unknown }) {
  testBill.getState().setBill(asBill({ doc: {}, rate: answer.data }));
  return render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <Instalments />
      </I18nextProvider>
    </BillProvider>,
  );
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('Instalments (spec §2 "Instalments", §4 "Instalment state", decision 10)', () => {
  it('lists each instalment with reason, amount, due date and state, numero 0 last', () => {
    show(alfaAllStates.instalments);
    const items = rows();
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Rata 1 di 3 – fattura A2026000214');
    expect(items[0]).toHaveTextContent('152,40 €');
    expect(items[0]).toHaveTextContent('Scadenza 02/03/2026');
    expect(items[0]).toHaveTextContent('Pagata');
    expect(items[2]).toHaveTextContent('221,80 €');
    expect(items[2]).toHaveTextContent('Annullata');
    expect(items[3]).toHaveTextContent('Saldo residuo');
  });

  it('gives only the instalments to be paid a pay link in a new tab and a calendar button', async () => {
    show(alfaAllStates.instalments);
    const [paid, toPay, cancelled, balance] = rows();
    for (const item of [paid, cancelled]) {
      expect(within(item as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
      expect(within(item as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    }
    const pay = within(toPay as HTMLElement).getByRole('link', { name: /^Paga:/ });
    expect(pay).toHaveAttribute(
      'href',
      'https://pagopa.alfa-energia.test/portale?rata=A2026000214-2',
    );
    expect(pay).toHaveAttribute('target', '_blank');
    const { name, vevent, event } = await download(toPay as HTMLElement);
    expect(name).toBe('Scadenza rata 02-04-2026.ics');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Rome');
    expect(event.startDate.toString()).toBe('2026-04-02T10:00:00');
    expect(event.endDate.toString()).toBe('2026-04-02T10:30:00');
    expect(event.summary).toMatch(/^Scadenza rata .*€$/);
    expect(within(balance as HTMLElement).getAllByRole('link')).toHaveLength(1);
    expect(within(balance as HTMLElement).getAllByRole('button')).toHaveLength(1);
  });

  it('matches states ignoring case and spaces (PAGATA, " Pagata", "da pagare ", "Da Pagare")', () => {
    show(betaAllStates.instalments);
    const items = rows();
    expect(items[0]).toHaveTextContent('Pagata');
    expect(items[1]).toHaveTextContent('Pagata');
    expect(
      within(items[2] as HTMLElement).getByRole('link', { name: /^Paga:/ }),
    ).toBeInTheDocument();
    expect(items[3]).toHaveTextContent('Annullata');
    expect(items[2]).toHaveTextContent('218,93 €');
  });

  it('shows the bill total to pay when totaledapagare is above zero (§4)', () => {
    show(betaAllStates.instalments);
    expect(screen.getByText('Totale da pagare').nextElementSibling).toHaveTextContent('437,86 €');
  });

  it('shows the "total paid" message when totaledapagare is zero (§4)', () => {
    show(alfaPaid.instalments);
    expect(screen.getByText('Hai pagato tutte le rate di questa bolletta.')).toBeInTheDocument();
    expect(screen.queryByText('Totale da pagare')).not.toBeInTheDocument();
  });

  it('heads the item numbered 0 "unique payment" when no other instalment is paid (§2)', () => {
    show(betaUnique.instalments);
    expect(screen.getByRole('heading', { name: 'Pagamento unico' })).toBeInTheDocument();
  });

  it('has no "unique payment" heading when another instalment is paid (project decision 61)', () => {
    show(alfaAllStates.instalments);
    expect(screen.queryByRole('heading', { name: 'Pagamento unico' })).not.toBeInTheDocument();
  });

  it.each([
    { what: 'no instalments answer', data: undefined },
    { what: 'an empty list', data: { totaledapagare: 0, rate: [] } },
    { what: 'a list of the wrong type (decision 2)', data: { totaledapagare: 0, rate: 'x' } },
  ])('shows nothing for $what', ({ data }) => {
    const { container } = show({ data });
    expect(container).toBeEmptyDOMElement();
  });

  it('never links an instalment whose state is unknown or whose link is not http(s)', () => {
    show({
      data: {
        totaledapagare: 10,
        rate: [
          {
            numero: 1,
            causale: 'A',
            importo: 5,
            scadenza: '2026-01-10',
            stato_pagamento: 'Sospesa',
            link_pagamento: 'https://x.test',
          },
          {
            numero: 2,
            causale: 'B',
            importo: 5,
            scadenza: '2026-02-10',
            stato_pagamento: 'Da pagare',
            link_pagamento: 'javascript:alert(1)',
          },
        ],
      },
    });
    const [unknown, unsafe] = rows();
    expect(unknown).toHaveTextContent('Sospesa');
    expect(within(unknown as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(unsafe as HTMLElement).queryByRole('link', { name: /^Paga:/ }),
    ).not.toBeInTheDocument();
    expect(
      within(unsafe as HTMLElement).getByRole('button', { name: /calendario/ }),
    ).toBeInTheDocument();
  });
});

describe('instalment reminder UIDs (issue 13: calendar files collide)', () => {
  const uidOf = async (doc: unknown, supplier: string): Promise<string> => {
    useHost.setState({ settings: { templateName: 'bi3', supplier, locales: ['it'] } });
    testBill.getState().setBill(asBill({ doc, rate: alfaAllStates.instalments.data }));
    const view = render(
      <BillProvider store={testBill}>
        <I18nextProvider i18n={createI18n()}>
          <Instalments />
        </I18nextProvider>
      </BillProvider>,
    );
    const [, toPay] = rows();
    const { event } = await download(toPay as HTMLElement);
    view.unmount();
    useHost.setState({ settings: undefined });
    return event.uid;
  };
  const bill = { document_number: 'A2026000214', document_date: '2026-02-01' };

  it('gives the same instalment of two bills two UIDs, and two downloads one', async () => {
    const first = await uidOf(bill, 'alfa');
    expect(await uidOf({ ...bill }, 'alfa')).toBe(first);
    expect(await uidOf({ ...bill, document_number: 'A2026000215' }, 'alfa')).not.toBe(first);
    expect(await uidOf({ ...bill, document_date: '2026-02-15' }, 'alfa')).not.toBe(first);
    expect(await uidOf(bill, 'beta')).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_.-]+@quadro$/);
  });

  it('keeps document numbers that differ only in punctuation apart', async () => {
    expect(await uidOf({ document_number: 'A/1' }, 'alfa')).not.toBe(
      await uidOf({ document_number: 'A-1' }, 'alfa'),
    );
  });
});
