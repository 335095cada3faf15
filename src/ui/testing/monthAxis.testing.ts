// The month-axis rule every monthly chart shares (issue 13, decision 134), as one test block
// each chart's own test file runs on its option: a phone once skipped "apr" and "giu".
import { describe, expect, it } from 'vitest';

export function describeMonthAxis(chart: string, option: { xAxis?: unknown; media?: unknown }) {
  describe(`the month axis of ${chart} on a phone`, () => {
    it('labels every month and hides none of them', () => {
      expect(option.xAxis).toMatchObject({ axisLabel: { interval: 0, hideOverlap: false } });
    });

    it.each([
      { width: 'narrower than 480 px', query: { maxWidth: 479.98 }, rotate: 45, turn: '45°' },
      { width: 'any other width', query: undefined, rotate: 0, turn: 'not at all' },
    ])('turns the labels $turn in a chart $width', ({ query, rotate }) => {
      expect(option.media).toContainEqual({
        ...(query ? { query } : {}),
        option: { xAxis: { axisLabel: { rotate } } },
      });
    });
  });
}
