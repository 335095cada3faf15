import { useTranslation } from 'react-i18next';
import { ChartHeading, ChartStack } from '../ChartParts.tsx';
import { EChart } from '../EChart.tsx';
import type { BarOption } from '../echartsOptions.ts';
import { quantity } from '../labels.ts';

/**
 * One year's bars of a consumption history under a heading that names its months (spec §9
 * "Charts"). The history chart and the consumption card's power charts both draw it; `keys` is
 * the widget's i18n prefix (`<keys>.current`, `<keys>.previous`, `<keys>.chartLabel`).
 */
export function YearSection(props: {
  keys: string;
  year: { key: string; total: number };
  range: string;
  unit: string;
  height: number;
  option: BarOption;
  /** The history chart sets its heading level and a tighter gap; the card keeps the defaults. */
  headingLevel?: 3 | 4;
  gap?: number;
}) {
  const { t, i18n } = useTranslation();
  const { keys, year, range, headingLevel, gap } = props;
  return (
    <ChartStack as="section" {...(gap === undefined ? {} : { style: { gap } })}>
      <ChartHeading {...(headingLevel === undefined ? {} : { as: `h${headingLevel}` as const })}>
        {t(`${keys}.${year.key}`)} <span>{range}</span>
      </ChartHeading>
      <EChart
        height={props.height}
        label={t(`${keys}.chartLabel`, {
          range,
          total: quantity(year.total, props.unit, i18n.language),
        })}
        option={props.option}
      />
    </ChartStack>
  );
}
