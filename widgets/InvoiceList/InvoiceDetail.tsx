import { useEffect, useState } from 'react';
import type { InfoRows } from '../../schemas/types/info-rows.gen.ts';
import { formatEuro } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { readAmount } from '../../src/domain/payment.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-invoices/it.json' with { type: 'json' };
import type { AreaCalls } from '../../src/api/areaCalls.ts';
import { ValueList } from '../../src/ui/card.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { RetryButton } from './RetryButton.tsx';

type Row = InfoRows['rows'][number];

/**
 * An invoice's detail (spec §1 "invoices (list, detail …)"): its "more information" rows
 * (GET /api/document/moreinfo/headers/{id}), each label a catalogue key (the bill's index
 * field labels, spec §3) or, when no key has that name, the label as written.
 */
export function InvoiceDetail({ calls, id }: { calls: AreaCalls; id: string }) {
  const { t } = useTranslationWith(italian);
  const locale = useNumberLocale();
  const [rows, setRows] = useState<Row[] | 'loading' | 'failed'>('loading');
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void calls.invoiceRows(id).then((answer) => {
      if (!live) return;
      if (!answer.ok) console.warn('[quadro] the invoice detail did not load', answer.failure);
      setRows(answer.ok ? answer.value.rows : 'failed');
    });
    return () => {
      live = false;
    };
  }, [calls, id, round]);

  if (rows === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('areaInvoices.detailsLoading')}
      </p>
    );
  }
  if (rows === 'failed') {
    return (
      <p role="status">
        {t('areaInvoices.detailsFailed')}{' '}
        <RetryButton
          onClick={() => {
            setRows('loading');
            setRound((n) => n + 1);
          }}
          label={t('areaInvoices.retry')}
        />
      </p>
    );
  }
  if (rows.length === 0) return <p>{t('areaInvoices.detailsEmpty')}</p>;
  return (
    <ValueList>
      {rows.map((row, index) => (
        <div key={index}>
          <dt>{labelOf(t, row.label)}</dt>
          <dd>{valueOf(row, locale)}</dd>
        </div>
      ))}
    </ValueList>
  );
}

function labelOf(t: (keys: string[], options: { defaultValue: string }) => string, label: string) {
  // A label with a dot or a space is text, never a path into the catalogue.
  if (!/^[\w-]+$/.test(label)) return label;
  return t([`widgets.summaryCard.index.${label}`, `areaInvoices.rows.${label}`], {
    defaultValue: label,
  });
}

function valueOf(row: Row, locale: string): string {
  if (row.format === 'date') return formatBillDate(row.value) || row.value;
  if (row.format === 'amount') {
    const amount = readAmount(row.value);
    return amount === undefined ? row.value : formatEuro(amount, 2, locale);
  }
  return row.value;
}
