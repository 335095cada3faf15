import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import betaThree from '../../fixtures/beta-2026-0006.json' with { type: 'json' };
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { SupplyList } from './SupplyList.tsx';
import { asBill } from '../../tests/fixtures.ts';

function show(doc: unknown) {
  testBill.getState().setBill(asBill({ doc }));
  return render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <SupplyList />
      </I18nextProvider>
    </BillProvider>,
  );
}

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('SupplyList (spec §2 "only one supply panel is open at a time")', () => {
  it('heads each supply with its PDR and address, the selected one open', () => {
    const { container } = show(betaThree.document);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'PDR 15220000522011Via Napoli 112 – Pizzeria (forno)80078 Pozzuoli (NA)',
      'PDR 15220000522022Via Napoli 112 – Cucina80078 Pozzuoli (NA)',
      'PDR 15220000522033Via Pergolesi 3 – Laboratorio80078 Pozzuoli (NA)',
    ]);
    expect(expanded()).toEqual([
      'PDR 15220000522011Via Napoli 112 – Pizzeria (forno)80078 Pozzuoli (NA)',
    ]);
    const panel = screen.getByRole('region', { name: /PDR 15220000522011/ });
    expect(panel).toHaveTextContent('Codice REMI35120600');
    // Issue 30: the open panel does not repeat the address its header already gives.
    expect(panel).not.toHaveTextContent('Via Napoli');
    expect(container.textContent.split('Via Napoli 112 – Pizzeria (forno)')).toHaveLength(2);
  });

  it('opens one panel at a time and selects its supply for every module', async () => {
    show(betaThree.document);
    await userEvent.click(screen.getByRole('button', { name: /PDR 15220000522033/ }));
    expect(testBill.getState().supplyIndex).toBe(2);
    expect(expanded()).toEqual([
      'PDR 15220000522033Via Pergolesi 3 – Laboratorio80078 Pozzuoli (NA)',
    ]);
    expect(screen.getAllByRole('region', { name: /^PDR/ })).toHaveLength(1);
  });

  it('closes the open panel from its header and keeps the selection', async () => {
    show(betaThree.document);
    await userEvent.click(screen.getByRole('button', { name: /PDR 15220000522011/ }));
    expect(expanded()).toEqual([]);
    expect(testBill.getState().supplyIndex).toBe(0);
  });

  it('follows a selection made elsewhere (the supply selector)', () => {
    show(betaThree.document);
    act(() => {
      testBill.getState().selectSupply(1);
    });
    expect(expanded()).toEqual(['PDR 15220000522022Via Napoli 112 – Cucina80078 Pozzuoli (NA)']);
  });

  it('shows a bill with one supply as one open panel', () => {
    show(alfaOne.document);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(expanded()).toHaveLength(1);
  });

  it.each([
    { what: 'no supply', doc: { fatt_interattiva_data: { fornitura: [] } } },
    { what: 'a supply list of the wrong type', doc: { fatt_interattiva_data: { fornitura: 1 } } },
  ])('shows nothing for $what', ({ doc }) => {
    const { container } = show(doc);
    expect(container).toBeEmptyDOMElement();
  });
});
