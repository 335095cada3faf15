import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberLocale } from '../../../domain/amounts.ts';
import styled from 'styled-components';
import { useBill } from '../../../state/bill.ts';
import { DisclosureToggle } from '../../DisclosureToggle.tsx';
import { FramedCard } from '../../FramedCard.tsx';
import { amountSlices, shareText, type Slice } from '../../../domain/amountSlices.ts';
import { DoughnutLayout } from '../DoughnutLayout.ts';
import { euro } from '../labels.ts';
import { DonutRing } from '../ring/DonutRing.tsx';
import { DonutLegend } from './DonutLegend.tsx';
import { DonutTable } from './DonutTable.tsx';

/** The AmountsDonut widget's props (its props.schema.json); the widget passes them on. */
export interface AmountsDonutProps {
  titleKey?: string;
  framed?: boolean;
  expanded?: boolean;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/**
 * Spec §2 "Interactive donut breakdown with expand/collapse", §9 "doughnut for amounts
 * summary", "donut over 10": `grafico_importi` as a ring with an HTML legend, and a button that
 * shows or hides the table of the same entries. Picking a slice, or its legend entry, pulls the
 * slice out and highlights its row. Nothing when the chart flag is off or the list is empty (§5).
 */
export function AmountsDonut({ titleKey, framed = true, expanded = false }: AmountsDonutProps) {
  const { t } = useTranslation();
  const doc = useBill((state) => state.doc);
  const slices = useMemo(() => amountSlices(doc), [doc]);
  if (slices.length === 0) return null;
  const title = t(titleKey ?? 'widgets.amountsDonut.title');
  return (
    <FramedCard framed={framed} title={title}>
      <DonutBody slices={slices} startsExpanded={expanded} />
    </FramedCard>
  );
}

function DonutBody({ slices, startsExpanded }: { slices: Slice[]; startsExpanded: boolean }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const detailId = useId();
  const [expanded, setExpanded] = useState(startsExpanded);
  const [active, setActive] = useState<number | null>(null);
  // A pick opens the detail too: a highlighted row nobody can see would answer nothing.
  const pick = useCallback((index: number) => {
    setActive((current) => (current === index ? null : index));
    setExpanded(true);
  }, []);
  const items = slices.map(
    (slice) =>
      `${slice.label} ${euro(slice.value, language)} (${shareText(slice, numberLocale(language))})`,
  );
  return (
    <Body>
      <DoughnutLayout>
        <div>
          <DonutRing
            slices={slices}
            label={t('widgets.amountsDonut.chartLabel', { items: items.join('; ') })}
            language={language}
            active={active}
            onPick={pick}
          />
          <DonutLegend slices={slices} active={active} onPick={pick} />
        </div>
      </DoughnutLayout>
      <DisclosureToggle
        open={expanded}
        controls={detailId}
        onToggle={() => {
          setExpanded((value) => !value);
        }}
      >
        {t(expanded ? 'widgets.amountsDonut.hide' : 'widgets.amountsDonut.show')}
      </DisclosureToggle>
      <DonutTable id={detailId} slices={slices} active={active} visible={expanded} />
    </Body>
  );
}
