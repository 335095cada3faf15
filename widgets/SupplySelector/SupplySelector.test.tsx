import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import betaThree from '../../fixtures/beta-2026-0006.json' with { type: 'json' };
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { SupplyCard } from '../SupplyCard/SupplyCard.tsx';
import { SupplySelector } from './SupplySelector.tsx';
import { asBill } from '../../tests/fixtures.ts';

function show(doc: unknown) {
  testBill.getState().setBill(asBill({ doc }));
  return render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <SupplySelector />
        <SupplyCard />
      </I18nextProvider>
    </BillProvider>,
  );
}

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('SupplySelector (spec §2 "Supply data", §5 "Display rules")', () => {
  it('is not shown when the bill has only one supply', () => {
    show(alfaOne.document);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it.each([
    { what: 'no supply list', doc: {} },
    { what: 'a supply list of the wrong type', doc: { fatt_interattiva_data: { fornitura: 'x' } } },
  ])('is not shown with $what', ({ doc }) => {
    show(doc);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('names each supply by its POD and first address line, the first preselected', () => {
    show(alfaThree.document);
    const select = screen.getByRole('combobox', { name: 'Scegli la fornitura' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'POD IT001E31902240 – Via dei Mille 24, Scala A',
      'POD IT001E31902251 – Via dei Mille 24, Scala B',
      'POD IT001E31902262 – Via dei Mille 24, Autorimessa e cancello',
    ]);
    expect(select).toHaveValue('0');
  });

  it('names gas supplies by their PDR', () => {
    show(betaThree.document);
    expect(screen.getByRole('option', { name: /^PDR 15220000522022/ })).toBeInTheDocument();
  });

  it('writes the choice to the bill store, so the supply card follows it', async () => {
    show(alfaThree.document);
    await userEvent.selectOptions(
      screen.getByRole('combobox'),
      'POD IT001E31902251 – Via dei Mille 24, Scala B',
    );
    expect(testBill.getState().supplyIndex).toBe(1);
    expect(screen.getByRole('region', { name: 'La tua fornitura' })).toHaveTextContent(
      'POD IT001E31902251',
    );
  });
});
