import { describe, expect, it } from 'vitest';
import { describeMonthAxis } from '../../testing/monthAxis.testing.ts';
import alfaOne from '../../../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import betaFour from '../../../../fixtures/beta-2026-0004.json' with { type: 'json' };
import { niceMax } from '../labels.ts';
import {
  bandsOf,
  consumptionHistory,
  hasConsumptionHistory,
  type HistoryMonth,
} from '../../../domain/consumptionHistory.ts';
import { monthTooltip, yearChartOption, yearSeries } from './options.ts';
import { asDocument, untrustedSupply } from '../../../../tests/fixtures.ts';

const month = (values: Record<string, number>, real: boolean, mese = 1): HistoryMonth => ({
  month: mese,
  year: 2025,
  real,
  values,
  total: Object.values(values).reduce((a, b) => a + b, 0),
});
const bands = [
  { key: 'consumo_f1', label: 'F1', effective: '#1f77b4', estimated: '#aec7e8' },
  { key: 'consumo_f2', label: 'F2', effective: '#ff7f0e', estimated: '#ffbb78' },
];
const estimatedName = (band: string) => `${band} stimato`;
const base = { bands, yMax: 0, unit: 'kWh', language: 'it', reducedMotion: false, estimatedName };

describe('the history of a supply (decision 14, project decisions 31 and 32)', () => {
  const supply = alfaOne.document.fatt_interattiva_data.fornitura[0];
  const history = consumptionHistory(asDocument(alfaOne.document), supply);

  it('splits 24 months in half: the last 12 months first, then the 12 before (§9)', () => {
    expect(history.current).toHaveLength(12);
    expect(history.previous).toHaveLength(12);
    expect(history.current[0]).toMatchObject({ month: 3, year: 2025 });
    expect(history.previous[0]).toMatchObject({ month: 3, year: 2024 });
  });

  it('sums the consumo_f* values of a month and reads reale as a flag', () => {
    expect(history.current[0]).toMatchObject({ total: 95 + 73 + 107, real: false });
    expect(history.current[1]).toMatchObject({ real: true });
  });

  it('shares one value axis: the larger monthly maximum of the two years (§9)', () => {
    const all = [...history.current, ...history.previous].map((m) => m.total);
    expect(history.yMax).toBe(Math.max(...all));
  });

  it('computes the year-over-year % of decision 9 from the yearly totals', () => {
    const { currentTotal: c, previousTotal: p } = history;
    expect(history.yearOverYear).toBe(Math.round(((p - c) / ((p + c) / 2)) * 100));
  });

  it('reads months, years and quantities written as text ("03", "2025")', () => {
    const gas = consumptionHistory(
      asDocument(betaFour.document),
      betaFour.document.fatt_interattiva_data.fornitura[0],
    );
    expect(gas.current[0]).toMatchObject({ month: 3, year: 2025, total: 210 });
    expect(gas.bands).toEqual([
      { key: 'consumo_f1', label: 'Gas', effective: '#d62728', estimated: '#ff9896' },
    ]);
  });

  it.each([
    { what: 'no history', supply: {} },
    { what: 'a history of the wrong type', supply: { storico_consumi: { mese: 1 } } },
    { what: 'a list without objects', supply: { storico_consumi: [1, 'a', null] } },
  ])('has nothing to chart for $what (decision 2)', ({ supply }) => {
    expect(hasConsumptionHistory(untrustedSupply(supply))).toBe(false);
    expect(consumptionHistory(asDocument({}), untrustedSupply(supply))).toMatchObject({
      current: [],
      previous: [],
      yMax: 0,
      yearOverYear: 0,
    });
  });
});

describe('the bands and their colours (spec §3 consumo_f*, decision 11, project decision 32)', () => {
  it.each([
    {
      what: 'the document setting label,#effective,#estimated',
      doc: { consumo_f1: 'F1,#1f77b4,#aec7e8' },
      band: { label: 'F1', effective: '#1f77b4', estimated: '#aec7e8' },
    },
    {
      what: 'the palette when there is no setting',
      doc: {},
      band: { label: 'F1', effective: '#1f77b4', estimated: '#1f77b4' },
    },
    {
      what: 'the effective colour for estimated months when only that is given',
      doc: { consumo_f1: 'Picco,#123456' },
      band: { label: 'Picco', effective: '#123456', estimated: '#123456' },
    },
    {
      what: 'the palette when the colour is not #rgb or #rrggbb (decision 6)',
      doc: { consumo_f1: 'F1,red;background:url(x),#abc' },
      band: { label: 'F1', effective: '#1f77b4', estimated: '#abc' },
    },
  ])('takes $what', ({ doc, band }) => {
    expect(bandsOf(asDocument(doc), [{ consumo_f1: 1 }])[0]).toMatchObject(band);
  });

  it('cycles the palette over 5 colours for bands without a setting (§9)', () => {
    const entry = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`consumo_f${n}`, 1]));
    const colours = bandsOf(asDocument({}), [entry]).map((band) => band.effective);
    expect(colours[5]).toBe(colours[0]);
    expect(new Set(colours.slice(0, 5)).size).toBe(5);
  });

  it('orders bands by number, F2 before F10', () => {
    expect(bandsOf(asDocument({}), [{ consumo_f10: 1, consumo_f2: 1 }]).map((b) => b.key)).toEqual([
      'consumo_f2',
      'consumo_f10',
    ]);
  });
});

describe('the series of one year (spec §9 "stacked with effective and estimated series")', () => {
  const months = [
    month({ consumo_f1: 10, consumo_f2: 5 }, true, 1),
    month({ consumo_f1: 8, consumo_f2: 4 }, false, 2),
  ];

  it('stacks one read and one estimated series per band, the estimated ones patterned', () => {
    const series = yearSeries({ months, bands, estimatedName });
    expect(series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['F1', 'consumption', [10, '-']],
      ['F1 stimato', 'consumption', ['-', 8]],
      ['F2', 'consumption', [5, '-']],
      ['F2 stimato', 'consumption', ['-', 4]],
    ]);
    expect(series[0]?.itemStyle).toEqual({ color: '#1f77b4' });
    expect(series[1]?.itemStyle).toMatchObject({
      color: '#aec7e8',
      decal: { rotation: -Math.PI / 4 },
    });
  });

  it('leaves out a series with no month, so the legend names only what is drawn', () => {
    const series = yearSeries({ months: [months[0] as HistoryMonth], bands, estimatedName });
    expect(series.map((s) => s.name)).toEqual(['F1', 'F2']);
  });
});

describe('the option of one year', () => {
  it.each([
    { yMax: 587, max: 600 },
    { yMax: 352, max: 400 },
    { yMax: 180, max: 200 },
    { yMax: 230, max: 250 },
    { yMax: 0, max: undefined },
  ])(
    'puts the shared maximum $yMax on a round axis top $max (§9 shared y-scale)',
    ({ yMax, max }) => {
      const option = yearChartOption({ ...base, months: [], yMax });
      expect((option.yAxis as { max?: number }).max).toBe(max);
      expect(niceMax(yMax)).toBe(max);
    },
  );

  it.each([
    { reducedMotion: false, animation: true, animationDuration: 2000 },
    { reducedMotion: true, animation: false, animationDuration: 0 },
  ])(
    'animates for 2000 ms (§9) unless the reader prefers reduced motion: $reducedMotion',
    ({ reducedMotion, animation, animationDuration }) => {
      expect(yearChartOption({ ...base, months: [], reducedMotion })).toMatchObject({
        animation,
        animationDuration,
      });
    },
  );

  it('names months in the reader language and values in Italian figures with the unit', () => {
    const option = yearChartOption({ ...base, months: [month({ consumo_f1: 1234 }, true, 3)] });
    expect((option.xAxis as { data: string[] }).data).toEqual(['mar 2025']);
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(1234)).toBe('1.234 kWh');
    expect(tooltip.valueFormatter(12.5)).toBe('12,5 kWh');
    expect(tooltip.valueFormatter('-')).toBe('');
  });
});

describe('the tooltip of a month', () => {
  it('lists only the series the month has, in Italian figures, with band names escaped', () => {
    const text = monthTooltip(
      [
        { axisValueLabel: 'ago 2025', seriesName: 'F1', value: 1290 },
        { axisValueLabel: 'ago 2025', seriesName: 'F1 stimato', value: '-' },
        { axisValueLabel: 'ago 2025', seriesName: '<img src=x>', value: 12.5 },
      ],
      'kWh',
    );
    expect(text).toBe('ago 2025<br/>F1: <b>1.290 kWh</b><br/>&#60;img src=x&#62;: <b>12,5 kWh</b>');
  });
});

/** Issue 13: every month keeps its label on a phone (decision 134). */
const months = Array.from({ length: 12 }, (_, index) => month({ consumo_f1: 10 }, true, index + 1));
const monthOption = yearChartOption({ ...base, months });
describeMonthAxis('the consumption history', monthOption);
