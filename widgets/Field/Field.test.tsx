import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { Field, fieldText } from './Field.tsx';
import type { FieldProps } from './props.gen.ts';
import { asBill } from '../../tests/fixtures.ts';

function show(doc: unknown, props: FieldProps) {
  testBill.getState().setBill(asBill({ doc }));
  return render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <Field {...props} />
      </I18nextProvider>
    </BillProvider>,
  );
}

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('Field', () => {
  it('shows the translated label and the value of the document at its path', () => {
    show({ holder_name: 'Maria Rossi' }, { labelKey: 'demo.holder', path: 'holder_name' });
    expect(screen.getByRole('term')).toHaveTextContent('Intestatario');
    expect(screen.getByRole('definition')).toHaveTextContent('Maria Rossi');
  });

  it('follows a dotted path into the document', () => {
    show(
      { fatt_interattiva_data: { header: { numero: 'A-12' } } },
      { labelKey: 'demo.documentNumber', path: 'fatt_interattiva_data.header.numero' },
    );
    expect(screen.getByRole('definition')).toHaveTextContent('A-12');
  });

  it.each([
    { format: 'amount' as const, value: 1234.5, text: '1.234,50 €' },
    { format: 'amount' as const, value: -12, text: '-12,00 €' },
    { format: 'amount' as const, value: '12,00', text: '12,00 euro' },
    { format: 'amount' as const, value: '12,00 €', text: '12,00 €' },
    { format: 'date' as const, value: '2024-03-05', text: '05/03/2024' },
    { format: 'date' as const, value: '2024-03-05 10:20:00', text: '05/03/2024' },
    { format: 'date' as const, value: '05/03/2024', text: '05/03/2024' },
    { format: 'plain' as const, value: '  as written  ', text: 'as written' },
    { format: 'plain' as const, value: 42, text: '42' },
  ])(
    'shows $value formatted as $format: $text (spec §5; decisions 7 and 8)',
    ({ format, value, text }) => {
      show({ v: value }, { labelKey: 'demo.amount', path: 'v', format });
      expect(screen.getByRole('definition').textContent).toBe(text);
    },
  );

  it.each([
    { what: 'a missing value', doc: {}, format: 'plain' as const },
    { what: 'an empty text', doc: { v: '   ' }, format: 'plain' as const },
    {
      what: 'an object (decision 6: text from data is text)',
      doc: { v: { a: 1 } },
      format: 'plain' as const,
    },
    { what: 'a number that is not finite', doc: { v: Number.NaN }, format: 'plain' as const },
    { what: 'the empty date 0000-00-00', doc: { v: '0000-00-00' }, format: 'date' as const },
    { what: 'an impossible date', doc: { v: '2024-02-30' }, format: 'date' as const },
    { what: 'an empty amount', doc: { v: '' }, format: 'amount' as const },
    { what: 'no document at all', doc: undefined, format: 'plain' as const },
  ])('shows nothing, not even its label, for $what', ({ doc, format }) => {
    const { container } = show(doc, { labelKey: 'demo.amount', path: 'v', format });
    expect(container).toBeEmptyDOMElement();
  });

  it('follows the bill in the store when it changes', () => {
    show({ v: 'first' }, { labelKey: 'demo.amount', path: 'v' });
    act(() => {
      testBill.getState().setBill(asBill({ doc: { v: 'second' } }));
    });
    expect(screen.getByRole('definition')).toHaveTextContent('second');
  });
});

describe('fieldText', () => {
  it('formats plain values without changing what the supplier wrote', () => {
    expect(fieldText('<b>bold</b>', 'plain')).toBe('<b>bold</b>');
    expect(fieldText(true, 'plain')).toBe('');
  });
});
