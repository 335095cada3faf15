import { describe, expect, it } from 'vitest';
import { describeMonthAxis } from '../../testing/monthAxis.testing.ts';
import alfaOne from '../../../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import betaFour from '../../../../fixtures/beta-2026-0004.json' with { type: 'json' };
import { spendChartOption, spendTooltip } from './options.ts';
import { annualSpend, hasAnnualSpend, spendColours } from '../../../domain/annualSpend.ts';
import { asDocument, untrustedSupply } from '../../../../tests/fixtures.ts';

const names = { current: 'Ultimi 12 mesi', previous: '12 mesi precedenti' };

describe('the annual spend of a supply (spec §3 spesa_annua; decision 14, project decision 31)', () => {
  const spend = annualSpend(
    asDocument(alfaOne.document),
    alfaOne.document.fatt_interattiva_data.fornitura[0],
  );

  it('splits 24 months in half: the last 12 months first, then the 12 before', () => {
    expect(spend.current).toHaveLength(12);
    expect(spend.previous).toHaveLength(12);
    expect(spend.current[0]).toEqual({ month: 3, year: 2025, amount: 83.1 });
    expect(spend.previous[0]).toEqual({ month: 3, year: 2024, amount: 85.62 });
  });

  it('computes the year-over-year % of decision 9 from the two totals', () => {
    const { currentTotal: c, previousTotal: p } = spend;
    expect(spend.yearOverYear).toBe(Math.round(((p - c) / ((p + c) / 2)) * 100));
  });

  it('keeps testo_spesa_annua as written (decision 6)', () => {
    expect(spend.text).toBe('Spesa degli ultimi 12 mesi confrontata con i 12 mesi precedenti');
  });

  it('reads months and years written as text ("03", "2025")', () => {
    const text = annualSpend(
      asDocument(betaFour.document),
      betaFour.document.fatt_interattiva_data.fornitura[0],
    );
    expect(text.current[0]).toEqual({ month: 3, year: 2025, amount: 248.9 });
  });

  it.each([{}, { spesa_annua: 'x' }, { spesa_annua: [null, 3] }])(
    'has nothing to chart for %j (decision 2)',
    (supply) => {
      expect(hasAnnualSpend(untrustedSupply(supply))).toBe(false);
    },
  );
});

describe('the colours of the spend chart (decision 11: own colour wins, palette of 5 otherwise)', () => {
  it.each([
    { doc: { spesa_annua_color: '#9467bd' }, colours: { current: '#9467bd', previous: '#ff7f0e' } },
    { doc: {}, colours: { current: '#1f77b4', previous: '#ff7f0e' } },
    { doc: { spesa_annua_color: '#FF7F0E' }, colours: { current: '#FF7F0E', previous: '#2ca02c' } },
    { doc: { spesa_annua_color: 'purple' }, colours: { current: '#1f77b4', previous: '#ff7f0e' } },
  ])('gives $doc the colours $colours', ({ doc, colours }) => {
    expect(spendColours(asDocument(doc))).toEqual(colours);
  });
});

describe('the option of the spend chart (spec §9 "Charts")', () => {
  const spend = annualSpend(
    asDocument(alfaOne.document),
    alfaOne.document.fatt_interattiva_data.fornitura[0],
  );
  const option = spendChartOption({ spend, language: 'it', reducedMotion: false, names });

  it('pairs each month of the last 12 with the same month a year earlier, one value axis', () => {
    const series = option.series as {
      name: string;
      data: unknown[];
      itemStyle: { color: string };
    }[];
    expect(series.map((s) => s.name)).toEqual([names.current, names.previous]);
    expect(series[0]?.data[0]).toBe(83.1);
    expect(series[1]?.data[0]).toBe(85.62);
    expect(series[0]?.itemStyle.color).toBe('#9467bd');
    expect((option.xAxis as { data: string[] }).data.slice(0, 2)).toEqual(['mar', 'apr']);
  });

  it.each([
    { reducedMotion: false, animation: true, animationDuration: 2000 },
    { reducedMotion: true, animation: false, animationDuration: 0 },
  ])('animates 2000 ms unless reduced motion is asked: $reducedMotion', (expected) => {
    expect(
      spendChartOption({ spend, language: 'it', reducedMotion: expected.reducedMotion, names }),
    ).toMatchObject({
      animation: expected.animation,
      animationDuration: expected.animationDuration,
    });
  });

  it('writes the tooltip in Italian figures with each month’s own year (decision 7)', () => {
    const text = spendTooltip({ spend, language: 'it', reducedMotion: false, names }, [
      { seriesIndex: 0, dataIndex: 5 },
      { seriesIndex: 1, dataIndex: 5 },
    ]);
    expect(text).toBe('agosto 2025: 100,18 €<br/>agosto 2024: 104,66 €');
  });

  it('writes the value axis in euro without needless decimals', () => {
    const formatter = (option.yAxis as { axisLabel: { formatter: (v: number) => string } })
      .axisLabel.formatter;
    expect(formatter(1000)).toBe('1.000 €');
    expect(formatter(12.5)).toBe('12,50 €');
  });
});

/** Issue 13: every month keeps its label on a phone (decision 134). */
const spend = annualSpend(
  asDocument(alfaOne.document),
  alfaOne.document.fatt_interattiva_data.fornitura[0],
);
const monthOption = spendChartOption({ spend, language: 'it', reducedMotion: false, names });
describeMonthAxis('the annual spend', monthOption);
