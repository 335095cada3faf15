import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaSeven from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { useHost } from '../../src/state/host.ts';
import type { UnpaidListProps } from './props.gen.ts';
import { pagopaUrl } from '../../src/domain/unpaid.ts';
import { UnpaidList } from './UnpaidList.tsx';
import { asBill } from '../../tests/fixtures.ts';

function show(doc: unknown, props: UnpaidListProps = {}) {
  testBill.getState().setBill(asBill({ doc }));
  return render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <UnpaidList {...props} />
      </I18nextProvider>
    </BillProvider>,
  );
}

const unpaid = (insoluti: unknown, link?: unknown) => ({
  bolletta_interattiva_pagaora_pagopa_link: link,
  fatt_interattiva_data: { insoluti },
});

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
  useHost.setState({ settings: undefined });
});

describe('UnpaidList (spec §2 "unpaid invoices list", §4 "Public payment platform")', () => {
  it('lists each invoice with its number, due date d/m/Y and amount', () => {
    show(alfaSeven.document);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Fattura A2026000412Scadenza 25/06/2026');
    expect(items[0]).toHaveTextContent('1.602,18 €');
    expect(items[1]).toHaveTextContent('Scadenza 27/04/2026');
    expect(items[1]).toHaveTextContent('1.455,90 euro');
  });

  it('pays each invoice on the document pagoPA link with act=portal and its crypto, in a new tab', () => {
    show(alfaSeven.document);
    const link = screen.getByRole('link', {
      name: 'Paga la fattura A2026000412 con pagoPA (si apre in una nuova scheda)',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://pagopa.alfa-energia.test/portale?act=portal&id=sample-crypto-A2026000412',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Paga');
  });

  it("uses the pagopaLink prop (the host's link) only when the document has none (decision 25)", () => {
    const rows = [{ numero_documento: 'B1', crypto: 'c1' }];
    show(unpaid(rows), { pagopaLink: 'https://host.test/pa' });
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      'https://host.test/pa?act=portal&id=c1',
    );
  });

  it("falls back to the host's pagoPA link (hostsettings.json pagopaLink)", () => {
    useHost.setState({
      settings: {
        templateName: 'bi3',
        supplier: 'alfa',
        locales: ['it'],
        pagopaLink: 'https://host.test/pp',
      },
    });
    show(unpaid([{ numero_documento: 'B1', crypto: 'c1' }]));
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      'https://host.test/pp?act=portal&id=c1',
    );
  });

  it.each([
    {
      what: 'without a crypto',
      row: { numero_documento: 'B1', crypto: '' },
      link: 'https://pa.test',
    },
    {
      what: 'without any pagoPA link',
      row: { numero_documento: 'B1', crypto: 'c1' },
      link: undefined,
    },
    {
      what: 'with a link that is not http(s) (decision 6)',
      row: { numero_documento: 'B1', crypto: 'c1' },
      link: 'javascript:alert(1)',
    },
  ])('lists an invoice $what without a payment link', ({ row, link }) => {
    show(unpaid([row], link));
    expect(screen.getByRole('listitem')).toHaveTextContent('Fattura B1');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    { what: 'no list', doc: {} },
    { what: 'an empty list', doc: unpaid([]) },
    { what: 'a map instead of a list', doc: unpaid({ numero_documento: 'B1' }) },
    { what: 'rows that are not objects', doc: unpaid(['B1', null]) },
  ])('shows nothing for $what', ({ doc }) => {
    const { container } = show(doc);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('pagopaUrl (spec §4 "Public payment platform")', () => {
  it('keeps the link’s own parameters and encodes the id', () => {
    expect(pagopaUrl('https://pa.test/p?ente=12&act=old', 'a b&c')).toBe(
      'https://pa.test/p?ente=12&act=portal&id=a+b%26c',
    );
  });
});
