import type { BillDocument } from '../../../schemas/types/bill-document.gen.ts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBill } from '../../state/bill.ts';
import { CardTitle, WidgetCard } from '../card.ts';
import type { Supply, SupplyEntry } from '../../domain/supplies.ts';
import { useSupplies } from '../useSupplies.ts';
import { ChartEmpty } from './ChartParts.tsx';

/**
 * Where a supply chart is placed, beside its template props: which supply it draws and how
 * deep its own headings go. Not template props (a template cannot name a supply object): a
 * widget that embeds the chart, like the supply card, passes them in code.
 */
export interface SupplyChartPlacement {
  /** The supply to draw; without it, the one chosen in the supply selector (the store). */
  supply?: SupplyEntry | undefined;
  /** The level of the chart's own headings (3 under a card's title, 4 inside a section). */
  headingLevel?: 3 | 4 | undefined;
}

export interface SupplyChartCardProps<T> extends SupplyChartPlacement {
  /** Reads the chart's data from the document and the supply; pure, memoised per supply. */
  read: (doc: BillDocument | undefined, supply: Supply) => T;
  isEmpty: (data: T) => boolean;
  /** The i18n key of the card's title (a template's `titleKey`, else the widget's own). */
  titleKey: string;
  /** The i18n key of the quiet sentence a card shows when there is nothing to draw. */
  emptyKey: string;
  /** Draws a card with a title; off inside another card, where no data means nothing at all. */
  framed: boolean;
  /** The chart's body, given the data, the supply it was read from and its heading level. */
  children: (data: T, context: { supply: Supply; headingLevel: 3 | 4 }) => ReactNode;
}

/**
 * The shell every supply chart shares (spec §2 "Consumption card", "Supply card … history and
 * annual-spend charts"; §4 "changing the selected supply makes cards rebuild charts"): it picks
 * the supply, reads its data once per supply, and frames the body in a titled card or leaves it
 * bare inside another card. Keyed by the supply, so a new supply is a new chart, not an old one
 * redrawn with stale state.
 */
export function SupplyChartCard<T>({ supply, ...rest }: SupplyChartCardProps<T>) {
  const doc = useBill((state) => state.doc);
  const { selected } = useSupplies();
  const entry = supply ?? selected;
  if (entry === undefined) return null;
  return <SupplyChartBody key={entry.index} {...rest} doc={doc} supply={entry.supply} />;
}

function SupplyChartBody<T>({
  doc,
  supply,
  read,
  isEmpty,
  titleKey,
  emptyKey,
  framed,
  headingLevel = 3,
  children,
}: Omit<SupplyChartCardProps<T>, 'supply'> & { doc: BillDocument | undefined; supply: Supply }) {
  const { t } = useTranslation();
  const data = useMemo(() => read(doc, supply), [read, doc, supply]);
  const empty = isEmpty(data);
  if (!framed) return empty ? null : children(data, { supply, headingLevel });
  const title = t(titleKey);
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {empty ? <ChartEmpty>{t(emptyKey)}</ChartEmpty> : children(data, { supply, headingLevel })}
    </WidgetCard>
  );
}
