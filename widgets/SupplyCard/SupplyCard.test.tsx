import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import betaThree from '../../fixtures/beta-2026-0006.json' with { type: 'json' };
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { HistoryDisclosure } from './HistoryDisclosure.tsx';
import type { SupplyCardProps } from './props.gen.ts';
import { SupplyCard } from './SupplyCard.tsx';
import { asBill } from '../../tests/fixtures.ts';

const i18n = createI18n();

function show(doc: unknown, props: SupplyCardProps = {}) {
  testBill.getState().setBill(asBill({ doc }));
  return render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={i18n}>
        <SupplyCard {...props} />
      </I18nextProvider>
    </BillProvider>,
  );
}

/** The value beside a label of the card's definition lists. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('SupplyCard (spec §2 "Supply card", §3 Supply)', () => {
  it('shows the POD, the address lines and the consumption of the first supply by default', () => {
    show(alfaThree.document);
    const card = screen.getByRole('region', { name: 'La tua fornitura' });
    expect(card).toHaveTextContent('POD IT001E31902240');
    expect(screen.getByLabelText('Indirizzo di fornitura')).toHaveTextContent(
      'Via dei Mille 24, Scala A10123 Torino (TO)',
    );
    expect(valueOf('Periodo di consumo')).toBe('01/03/2026 - 30/04/2026');
    expect(valueOf('Consumo del periodo')).toBe('736 kWh');
    expect(valueOf('Lettura')).toBe('Reale');
  });

  it('shows the electricity details as labelled lines, dates d/m/Y (spec §5)', () => {
    show(alfaThree.document);
    expect(valueOf('Data attivazione fornitura')).toBe('01/04/2019');
    expect(valueOf('Potenza disponibile')).toBe('6,6 kW');
    expect(valueOf('Consumo annuo')).toBe('2.710 kWh');
    expect(valueOf('Tensione')).toBe('230 V');
    expect(valueOf('Opzione tariffaria')).toBe('BTA3');
    expect(valueOf('Matricola contatore')).toBe('2G-10022871');
    expect(screen.queryByText('Codice REMI', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows the gas details of a PDR, in Smc', () => {
    show(betaThree.document);
    expect(screen.getByRole('region')).toHaveTextContent('PDR 15220000522011');
    expect(valueOf('Codice REMI')).toBe('35120600');
    expect(valueOf('Coefficiente correttivo C')).toBe('1,019');
    expect(valueOf('Classe misuratore')).toBe('G10');
    expect(valueOf('Consumo annuo')).toBe('1.180 Smc');
    expect(valueOf('Lettura')).toBe('Stimata');
    expect(screen.queryByText('Potenza impegnata', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('follows the supply selected in the store, clamped to the list', () => {
    show(alfaThree.document);
    act(() => {
      testBill.getState().selectSupply(2);
    });
    expect(screen.getByRole('region')).toHaveTextContent('POD IT001E31902262');
    act(() => {
      testBill.getState().selectSupply(9);
    });
    expect(screen.getByRole('region')).toHaveTextContent('POD IT001E31902262');
  });

  it('leaves out the details when showDetails is off', () => {
    show(alfaThree.document, { showDetails: false });
    expect(screen.queryByText('Tensione', { selector: 'dt' })).not.toBeInTheDocument();
    expect(valueOf('Periodo di consumo')).toBe('01/03/2026 - 30/04/2026');
  });

  it('leaves out empty dates (0000-00-00), nulls and values of the wrong type', () => {
    show({
      fatt_interattiva_data: {
        fornitura: [
          {
            tipo_punto: 'POD',
            pod: 'IT001E1',
            indirizzo: 'not a list',
            dettagli_fornitura: {
              data_attivazione_fornitura: '0000-00-00',
              potenza_impegnata: '3',
              tensione: null,
              categoria: { a: 1 },
            },
            consumi: 'not an object',
          },
        ],
      },
    });
    expect(screen.queryByText('Data attivazione fornitura', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Tensione', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText("Categoria d'uso", { selector: 'dt' })).toBeNull();
    expect(screen.queryByLabelText('Indirizzo di fornitura')).toBeNull();
    expect(valueOf('Potenza impegnata')).toBe('3 kW');
  });

  it.each([
    { what: 'no document', doc: undefined },
    { what: 'no supply', doc: { fatt_interattiva_data: { fornitura: [] } } },
    { what: 'a supply list of the wrong type', doc: { fatt_interattiva_data: { fornitura: {} } } },
  ])('shows nothing for $what', ({ doc }) => {
    const { container } = show(doc);
    expect(container).toBeEmptyDOMElement();
  });

  it('ends with the closed history toggle of its supply (charts: SupplyHistory.test.tsx)', () => {
    show(alfaThree.document);
    expect(screen.getByRole('button', { name: 'Storico consumi e spesa annua' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('HistoryDisclosure (spec §4 "History panel toggles open/closed")', () => {
  it('starts closed, renders its content only once open, and closes again', async () => {
    render(
      <BillProvider store={testBill}>
        <I18nextProvider i18n={i18n}>
          <HistoryDisclosure label="Storico consumi e spesa annua">
            <p>grafico</p>
          </HistoryDisclosure>
        </I18nextProvider>
      </BillProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Storico consumi e spesa annua' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('grafico')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('grafico')).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByText('grafico')).not.toBeInTheDocument();
  });
});

/**
 * Issue 13: "Periodo di consumo" dropped its dates under the label on a phone although they
 * fit beside it once the label wraps. jsdom lays nothing out, so this reads the rule the
 * browser follows (tests/e2e/fit.e2e.test.ts looks at it in Chromium): the label weighs only
 * its longest word in the line break, then takes the room the value leaves, wrapping at words.
 */
describe('SupplyCard on a phone', () => {
  it('keeps the consumption period beside its label, the label wrapping between words', () => {
    show(betaThree.document);
    const label = getComputedStyle(screen.getByText('Periodo di consumo', { selector: 'dt' }));
    expect({
      grow: label.flexGrow,
      basis: label.flexBasis,
      minWidth: label.minWidth,
      wrap: label.overflowWrap,
    }).toEqual({ grow: '1', basis: '0px', minWidth: 'min-content', wrap: 'break-word' });
  });
});
