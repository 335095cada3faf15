import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountText } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { dataText, readPath } from '../../src/domain/flags.ts';
import { useBill } from '../../src/state/bill.ts';
import type { FieldProps } from './props.gen.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

const Row = styled.div<{ $emphasis: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$emphasis ? 'column' : 'row')};
  justify-content: space-between;
  gap: ${(p) => (p.$emphasis ? '2px' : '16px')};
  & dt {
    color: var(--q-text-muted, #52606d);
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${(p) => (p.$emphasis ? 700 : 500)};
    font-size: ${(p) => (p.$emphasis ? '1.75rem' : '1rem')};
    text-align: ${(p) => (p.$emphasis ? 'left' : 'right')};
    overflow-wrap: anywhere;
  }
`;

/** Decision 6: text from data is text; numbers and strings only, never objects. */
export function fieldText(value: unknown, format: FieldProps['format'], locale?: string): string {
  if (format === 'amount') return amountText(value, 2, locale);
  if (format === 'date') return formatBillDate(value);
  return dataText(value);
}

export function Field({ labelKey, path, format = 'plain', emphasis = false }: FieldProps) {
  const { t } = useTranslation();
  const value = useBill((state) => readPath(state.doc, path));
  const text = fieldText(value, format, useNumberLocale());
  if (text === '') return null;
  return (
    <dl style={{ margin: 0 }}>
      <Row $emphasis={emphasis}>
        <dt>{t(labelKey)}</dt>
        <dd>{text}</dd>
      </Row>
    </dl>
  );
}
