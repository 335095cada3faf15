import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { ExplainButton } from '../../src/ui/explain/ExplainButton.tsx';
import { Table, TableScroll } from '../../src/ui/table.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { useSupplies } from '../../src/ui/useSupplies.ts';
import type { MeterReadingsProps } from './props.gen.ts';
import type { GlossaryTerm } from '../../src/domain/glossaryTerms.ts';
import { readingRows, type ReadingKind, type ReadingRow } from './readings.ts';

const kindTerms: Partial<Record<ReadingKind, GlossaryTerm>> = {
  real: 'lettura_reale',
  estimated: 'lettura_stimata',
  self: 'autolettura',
};

/**
 * The kind in words, and a dashed outline for an estimate (the consumption chart draws
 * estimated months with a pattern): never colour alone.
 */
const Kind = styled.span<{ $kind: ReadingKind }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: 12px;
  border: 1px ${({ $kind }) => ($kind === 'estimated' ? 'dashed' : 'solid')}
    ${({ $kind }) => ($kind === 'estimated' ? 'var(--q-text, #1f2933)' : 'currentColor')};
  font-size: 0.875rem;
  white-space: nowrap;
`;

const Note = styled.p`
  margin: 0;
  color: var(--q-text-muted, #52606d);
`;

/**
 * The readings of the selected supply (issue 32): which figures on the meter this bill's
 * consumption lies between, and whether each was read, estimated or sent by the customer. An
 * estimate is what most "why is my bill so high" complaints come back to, so a bill with one
 * says in a sentence what happens next.
 */
export function MeterReadings({ titleKey }: MeterReadingsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const locale = useNumberLocale();
  const { selected } = useSupplies();
  const rows = readingRows(selected?.supply, locale);
  if (rows.length === 0) return null;
  const bands = rows.some((row) => row.band !== '');
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.meterReadings.title')}</CardTitle>
      <TableScroll>
        <Table>
          <caption className="visually-hidden">{t('widgets.meterReadings.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('widgets.meterReadings.date')}</th>
              {bands && <th scope="col">{t('widgets.meterReadings.band')}</th>}
              <th scope="col">{t('widgets.meterReadings.value')}</th>
              <th scope="col">{t('widgets.meterReadings.kind')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.date}</th>
                {bands && <td>{row.band}</td>}
                <td>{row.value}</td>
                <td>
                  <Kind $kind={row.kind}>{t(`widgets.meterReadings.kinds.${row.kind}`)}</Kind>
                  <KindExplained
                    rows={rows}
                    index={index}
                    label={t(`widgets.meterReadings.kinds.${row.kind}`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {rows.some((row) => row.kind === 'estimated') && (
        <Note>{t('widgets.meterReadings.estimatedNote')}</Note>
      )}
    </WidgetCard>
  );
}

/** The kind's explanation, once per kind: the first row of each kind carries the button. */
function KindExplained({
  rows,
  index,
  label,
}: {
  rows: ReadingRow[];
  index: number;
  label: string;
}) {
  const kind = rows[index]?.kind;
  const term = kind === undefined ? undefined : kindTerms[kind];
  if (term === undefined || rows.findIndex((row) => row.kind === kind) !== index) return null;
  return <ExplainButton term={term} label={label} />;
}
