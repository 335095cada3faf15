import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { billComparison } from '../../src/domain/billComparison.ts';
import { differenceReason } from '../../src/domain/billDifference.ts';
import { formatEuro } from '../../src/domain/amounts.ts';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { DifferenceChart } from '../../src/ui/charts/difference/DifferenceChart.tsx';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import type { BillComparisonProps } from './props.gen.ts';

const Sentence = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.5;
`;

/**
 * Why this bill differs from the last (issue 32): the sentence names the direction, the amount
 * and the part that moved the bill most in that direction (`differenceReason`, decision 655);
 * the chart under it shows every part, so the sentence is a summary a customer can check, not
 * the only account. A bill that cannot be compared shows nothing (decision 632).
 */
export function BillComparison({ titleKey }: BillComparisonProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const locale = useNumberLocale();
  const doc = useBill((state) => state.doc);
  const comparison = billComparison(doc);
  if (comparison === undefined) return null;
  const { source, previous, difference } = comparison;
  const { direction, main } = differenceReason(difference);
  const euro = (cents: number) => formatEuro(Math.abs(cents) / 100, 2, locale);
  const sentence = t(`widgets.billComparison.sentence.${source}.${direction}`, {
    difference: euro(difference.totalCents),
    previous: euro(previous.amountCents),
    reason: main ? t(`widgets.billComparison.reason.${main.kind}.${direction}`) : '',
  });
  const title =
    titleKey ??
    (source === 'previous'
      ? 'widgets.billComparison.title'
      : 'widgets.billComparison.titleLastYear');
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(title)}</CardTitle>
      <Sentence>{sentence}</Sentence>
      {difference.parts.length > 0 && <DifferenceChart difference={difference} />}
    </WidgetCard>
  );
}
