import { describe, expect, it } from 'vitest';
import {
  chartHeight,
  clampBarWidth,
  consumptionChange,
  hasManySupplies,
  monthConsumption,
  paletteColor,
  parseConsumptionColours,
  readColour,
  readQuantity,
  sharedYMax,
  splitHistory,
  supplies,
  yearOverYearPercent,
} from './consumption.ts';
import { untrustedDocument, untrustedMonth, untrustedMonths } from '../../tests/fixtures.ts';

describe('readQuantity (quantities as numbers or plain numeric text)', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 12,5 ', 12.5],
    ['12.5', 12.5],
    ['-3', -3],
    ['1.234,5', undefined],
    ['12 kWh', undefined],
    ['', undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('reads %j as %s', (value, expected) => {
    expect(readQuantity(value)).toBe(expected);
  });
});

describe('yearOverYearPercent (spec §9 "rounded (previous minus current) over the average, times 100"; §5; decision 9)', () => {
  it.each([
    [100, 100, 0],
    [120, 100, 18],
    [100, 120, -18],
    [300, 100, 100],
    [1, 2, -67],
    ['120', '100', 18],
    [0, 100, 0],
    [100, 0, 0],
    [undefined, 100, 0],
    [100, null, 0],
    ['n/d', 100, 0],
    [5, -5, 0],
    [-5, -5, 0],
  ])('previous %j, current %j: %i', (previous, current, expected) => {
    expect(Object.is(yearOverYearPercent(previous, current), expected)).toBe(true);
  });
});

describe('clampBarWidth (spec §5 "Bar widths are clamped between 0 and 100 percent")', () => {
  it.each([
    [50, 50],
    [0, 0],
    [100, 100],
    [150, 100],
    [-20, 0],
    [33.3, 33.3],
    ['70', 70],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
  ])('clamps %j to %d', (value, expected) => {
    expect(clampBarWidth(value)).toBe(expected);
  });
});

describe('splitHistory (spec §9 "first half current year, rest previous year"; decision 14)', () => {
  const months = (n: number) => Array.from({ length: n }, (_, i) => ({ mese: i + 1 }));
  it.each([
    [months(24), 12, 12],
    [months(4), 2, 2],
    [months(5), 2, 3],
    [months(1), 0, 1],
    [[], 0, 0],
    [[{ mese: 1 }, 'x', null, { mese: 2 }], 1, 1],
    ['history', 0, 0],
    [null, 0, 0],
  ])('splits %j into %i current and %i previous months', (history, current, previous) => {
    const split = splitHistory(untrustedMonths(history));
    expect(split.current).toHaveLength(current);
    expect(split.previous).toHaveLength(previous);
  });

  it('keeps the order: the first months are the current year', () => {
    expect(splitHistory([{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }])).toEqual({
      current: [{ a: 1 }, { a: 2 }],
      previous: [{ a: 3 }, { a: 4 }],
    });
  });
});

describe('monthConsumption (decision 14 "the sum of its consumo_f* values")', () => {
  it.each([
    [{ mese: 3, anno: 2025, consumo_f1: 95, consumo_f2: 73, consumo_f3: 107 }, 275],
    [{ consumo_f1: 179 }, 179],
    [{ consumo_f1: '10', consumo_f2: '2,5' }, 12.5],
    [{ consumo_f1: 10, consumo_f2: null, consumo_f3: 'n/d' }, 10],
    [{ consumo_f1: 10, consumo: 99, consumo_fx: 5 }, 10],
    [{ mese: 1 }, 0],
    [null, 0],
    [[10], 0],
  ])('%j consumes %d', (entry, expected) => {
    expect(monthConsumption(untrustedMonth(entry))).toBe(expected);
  });
});

describe('sharedYMax (spec §9 "shared y-scale using the larger maximum of the two years")', () => {
  it.each([
    [[1, 5, 3], [2, 4], 5],
    [[1, 2], [9], 9],
    [['7', 3], [], 7],
    [[], [], 0],
    [[-3], [-1], 0],
    [null, [4, 'x'], 4],
    ['a', 'b', 0],
  ])('%j and %j share the maximum %d', (a, b, expected) => {
    expect(sharedYMax(a, b)).toBe(expected);
  });
});

describe('paletteColor (decision 11 "own colour wins; the palette cycles 5 or 10"; spec §9)', () => {
  it.each([
    [0, undefined, 5, '#1f77b4'],
    [4, undefined, 5, '#9467bd'],
    [5, undefined, 5, '#1f77b4'],
    [5, undefined, 10, '#8c564b'],
    [10, undefined, 10, '#1f77b4'],
    [2, '#abcdef', 5, '#abcdef'],
    [2, ' #ABC ', 5, '#ABC'],
    [2, 'red', 5, '#2ca02c'],
    [2, 'url(javascript:x)', 5, '#2ca02c'],
    [-1, undefined, 5, '#1f77b4'],
    [1.5, undefined, 5, '#1f77b4'],
    ['3', undefined, 5, '#1f77b4'],
  ] as const)('entry %j with own colour %j over %i: %s', (index, own, size, expected) => {
    expect(paletteColor(index, own, size)).toBe(expected);
  });

  it('cycles over 5 by default', () => {
    expect(paletteColor(6)).toBe('#ff7f0e');
  });
});

describe('parseConsumptionColours (spec §3 consumo_f*: "label, effective colour, estimated colour"; project decision 32)', () => {
  it.each([
    ['F1,#1f77b4,#aec7e8', { label: 'F1', effective: '#1f77b4', estimated: '#aec7e8' }],
    [' Gas , #d62728 , #ff9896 ', { label: 'Gas', effective: '#d62728', estimated: '#ff9896' }],
    ['F2,#ff7f0e', { label: 'F2', effective: '#ff7f0e', estimated: null }],
    ['F3', { label: 'F3', effective: null, estimated: null }],
    ['F3,blue,#zzzzzz', { label: 'F3', effective: null, estimated: null }],
    ['', null],
    [',#1f77b4,#aec7e8', null],
    [null, null],
    [12, null],
  ])('reads %j as %j', (value, expected) => {
    expect(parseConsumptionColours(value)).toEqual(expected);
  });

  it.each([
    ['#fff', '#fff'],
    ['#1f77b4', '#1f77b4'],
    ['#1f77b', undefined],
    ['1f77b4', undefined],
    [null, undefined],
  ])('reads the colour %j as %j', (value, expected) => {
    expect(readColour(value)).toBe(expected);
  });
});

describe('chartHeight (spec §9 "height 50 per row plus 37, or 200 when empty")', () => {
  it.each([
    [0, 200],
    [1, 87],
    [3, 187],
    [[{}, {}], 137],
    [[], 200],
    [-2, 200],
    [2.5, 200],
    [null, 200],
    ['3', 200],
  ])('%j rows: %i px', (rows, expected) => {
    expect(chartHeight(rows)).toBe(expected);
  });
});

describe('supplies and hasManySupplies (spec §5 "supply selector only when more than one supply")', () => {
  const doc = (fornitura: unknown) => ({ fatt_interattiva_data: { fornitura } });
  it.each([
    [doc([{ pod: 'a' }, { pod: 'b' }]), 2, true],
    [doc([{ pod: 'a' }]), 1, false],
    [doc([{ pod: 'a' }, 'b', null]), 1, false],
    [doc([]), 0, false],
    [doc({ pod: 'a' }), 0, false],
    [{}, 0, false],
    ['doc', 0, false],
  ])('%j has %i supplies, many: %s', (value, count, many) => {
    expect(supplies(untrustedDocument(value))).toHaveLength(count);
    expect(hasManySupplies(untrustedDocument(value))).toBe(many);
  });
});

describe("consumptionChange (decision 9 as the customer reads it: their consumption's move)", () => {
  it.each([
    { previous: 1000, current: 920, change: { percent: -8, direction: 'down' } },
    { previous: 920, current: 1000, change: { percent: 8, direction: 'up' } },
    { previous: 500, current: 500, change: { percent: 0, direction: 'same' } },
    { previous: '1000', current: '920', change: { percent: -8, direction: 'down' } },
    { previous: 0, current: 920, change: null },
    { previous: 1000, current: 0, change: null },
    { previous: undefined, current: 920, change: null },
    { previous: -10, current: 10, change: null },
  ])('from $previous to $current is $change', ({ previous, current, change }) => {
    expect(consumptionChange(previous, current)).toEqual(change);
  });

  it("is the opposite of decision 9's percentage", () => {
    expect(consumptionChange(1300, 1100)?.percent).toBe(-yearOverYearPercent(1300, 1100));
  });
});
