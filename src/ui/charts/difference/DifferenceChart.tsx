import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillDifference, DifferencePart } from '../../../domain/billDifference.ts';
import { signedEuro } from './signedEuro.ts';

/** Its own width decides the layout, not the window's: a card beside another is narrow too. */
const Box = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/**
 * `role="list"` explicitly: Safari drops a list's role once its markers are styled away. From
 * 480 px of the chart, three columns its rows share (subgrid): the reason's, a share of the
 * width capped so a wide card gives the bars the room; the bars'; the amounts', as wide as the
 * widest. So every row's zero line falls in the same place, whatever its amount.
 */
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px 16px;
  @container (min-width: 480px) {
    grid-template-columns: clamp(8rem, 30%, 14rem) minmax(0, 1fr) max-content;
  }
`;

/**
 * On a phone: the reason and its amount on one line, the bar under them across the width. From
 * 480 px: reason, bar, amount side by side in the list's columns (a browser without subgrid
 * gives the amount a fixed column instead). The total, last, is set apart by a rule.
 */
const Row = styled.li<{ $total: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'label amount' 'bar bar';
  gap: 4px 16px;
  align-items: center;
  line-height: 1.4;
  ${({ $total }) => ($total ? 'font-weight: 700;' : '')}
  &:not(:first-child):last-child {
    border-top: 1px solid var(--q-border, #d0d7de);
    padding-top: 12px;
  }
  @container (min-width: 480px) {
    grid-column: 1 / -1;
    grid-template-columns: clamp(8rem, 30%, 14rem) minmax(0, 1fr) 8rem;
    grid-template-columns: subgrid;
    grid-template-areas: 'label bar amount';
  }
`;

const Label = styled.span`
  grid-area: label;
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  grid-area: amount;
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** The bar's lane, with the zero line in its middle: more to the right, less to the left. */
const Track = styled.span<{ $total: boolean }>`
  grid-area: bar;
  position: relative;
  display: block;
  height: ${({ $total }) => ($total ? '16px' : '12px')};
  &::before {
    content: '';
    position: absolute;
    left: 50%;
    top: -3px;
    bottom: -3px;
    width: 1px;
    background: var(--q-text-muted, #52606d);
  }
`;

/** What made the bill dearer in the danger colour, what made it cheaper in the success one. */
const Bar = styled.span<{ $up: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  min-width: 2px;
  ${({ $up }) =>
    $up
      ? `left: 50%;
  border-radius: 0 2px 2px 0;
  background: var(--q-danger, #b3261e);`
      : `right: 50%;
  border-radius: 2px 0 0 2px;
  background: var(--q-success, #1e7b34);`}
`;

/**
 * Why this bill differs from the last (issue 32, decisions 657–659): one row per reason of
 * `billDifference`, then the total, each with its signed amount and a bar from a middle zero
 * line, sized against the largest of them. The rows are a list named by the catalogue, read as
 * "Consumi +20,00 €"; the bars are drawing only (`aria-hidden`), the amounts say it all.
 * Presentational: the widget computes the difference and writes the sentence around it.
 */
export function DifferenceChart({ difference }: { difference: BillDifference }) {
  const { t, i18n } = useTranslation();
  const { parts, totalCents } = difference;
  const largest = Math.max(...parts.map((part) => Math.abs(part.cents)), Math.abs(totalCents));
  const row = (part: DifferencePart | null) => {
    const cents = part?.cents ?? totalCents;
    const share = largest > 0 ? Math.abs(cents) / largest : 0;
    return (
      <Row key={part?.kind ?? 'total'} $total={part === null}>
        <Label>
          {t(part ? `widgets.difference.parts.${part.kind}` : 'widgets.difference.total')}
        </Label>{' '}
        <Amount>{signedEuro(cents, i18n.language)}</Amount>
        <Track aria-hidden="true" $total={part === null}>
          {cents !== 0 && <Bar $up={cents > 0} style={{ width: `${share * 50}%` }} />}
        </Track>
      </Row>
    );
  };
  return (
    <Box>
      <Rows role="list" aria-label={t('widgets.difference.label')}>
        {parts.map(row)}
        {row(null)}
      </Rows>
    </Box>
  );
}
