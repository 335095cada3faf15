import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcPath, INNER_RADIUS, OUTER_RADIUS, pullOut, RING_BOX, ringArcs } from './geometry.ts';

const values = fc.array(fc.double({ min: 0.01, max: 1e6, noNaN: true }), {
  minLength: 1,
  maxLength: 12,
});

describe('the doughnut’s arcs (spec §9, ADR 0062)', () => {
  it('cover the whole turn, one after the other, from twelve o’clock', () => {
    fc.assert(
      fc.property(values, (list) => {
        const arcs = ringArcs(list);
        expect(arcs[0]?.start).toBe(0);
        expect(arcs.at(-1)?.end).toBe(2 * Math.PI);
        arcs.slice(1).forEach((arc, index) => {
          expect(arc.start).toBe(arcs[index]?.end);
        });
      }),
    );
  });

  it('give each value its share of the turn', () => {
    fc.assert(
      fc.property(values, (list) => {
        const total = list.reduce((sum, value) => sum + value, 0);
        ringArcs(list).forEach((arc, index) => {
          expect((arc.end - arc.start) / (2 * Math.PI)).toBeCloseTo((list[index] ?? 0) / total, 6);
        });
      }),
    );
  });

  it('draw the ECharts ring’s radii, 52 % and 80 % of the half box', () => {
    expect(RING_BOX).toBe(300);
    expect(INNER_RADIUS).toBe(78);
    expect(OUTER_RADIUS).toBe(120);
  });

  it('start a quarter at the top and end it at three o’clock, clockwise', () => {
    const [quarter] = ringArcs([1, 3]);
    expect(quarter && arcPath(quarter)).toBe(
      'M 150.00 30.00 A 120.00 120.00 0 0 1 270.00 150.00 L 228.00 150.00 A 78.00 78.00 0 0 0 150.00 72.00 Z',
    );
  });

  it('take the long way round for a slice over half the ring', () => {
    const [, large] = ringArcs([1, 3]);
    expect(large && arcPath(large)).toMatch(/^M 270\.00 150\.00 A 120\.00 120\.00 0 1 1 /);
  });

  it('draw a lone slice as the whole ring, hole included', () => {
    const [whole] = ringArcs([42]);
    const path = whole ? arcPath(whole) : '';
    expect(path.match(/M /g)).toHaveLength(2);
    expect(path).toContain('A 78.00 78.00');
    expect(whole && pullOut(whole)).toEqual({ x: 0, y: 0 });
  });

  it('write the same text for the same values, as a hydrated page needs', () => {
    fc.assert(
      fc.property(values, (list) => {
        const once = ringArcs(list).map((arc) => arcPath(arc));
        expect(ringArcs([...list]).map((arc) => arcPath(arc))).toEqual(once);
        once.forEach((path) => {
          expect(path).not.toMatch(/NaN|Infinity|e[+-]/);
        });
      }),
    );
  });

  it('pull a picked slice out along its middle', () => {
    const [first] = ringArcs([1, 1]);
    const shift = first ? pullOut(first) : { x: 0, y: 0 };
    expect(shift.x).toBeCloseTo(10);
    expect(shift.y).toBeCloseTo(0);
  });
});
