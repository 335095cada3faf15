/**
 * The amounts doughnut's geometry (spec §9 "doughnut for amounts summary"), drawn by the page as
 * SVG (ADR 0062). Pure: the same numbers give the same path text on the server and in the
 * browser, so a server-rendered ring hydrates as it is.
 *
 * The figures are the ones ECharts drew the ring with before: a 300 × 300 box (§9 "pie minimum
 * height 300px"), radii of 52 % and 80 % of its half, the first slice from twelve o'clock,
 * clockwise, a picked slice pulled out by 10 and a pointed one grown by 6.
 */

/** The ring's box, in its own units: the frame scales it to fit, never above 300 px. */
export const RING_BOX = 300;
const CENTRE = RING_BOX / 2;
export const INNER_RADIUS = CENTRE * 0.52;
export const OUTER_RADIUS = CENTRE * 0.8;
/** How far a picked slice moves out along its middle. */
export const PICKED_OFFSET = 10;
/** How much a slice under the pointer grows outward. */
export const POINTED_GROWTH = 6;

export interface Arc {
  /** Angles in radians, clockwise from twelve o'clock. */
  start: number;
  end: number;
}

const FULL = 2 * Math.PI;

/**
 * Each value's arc, in order, covering the whole ring in proportion to the values. Values that
 * are not positive get an empty arc (the slices never have any: amountSlices leaves them out).
 */
export function ringArcs(values: readonly number[]): Arc[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let start = 0;
  return values.map((value, index) => {
    // The last arc ends at the full turn exactly, whatever the sum's rounding.
    const end =
      index === values.length - 1 && total > 0 ? FULL : start + (Math.max(0, value) / total) * FULL;
    const arc = { start, end: total > 0 ? end : start };
    start = arc.end;
    return arc;
  });
}

/** The point at `angle` (clockwise from twelve o'clock) and `radius` from the centre. */
function point(angle: number, radius: number): string {
  const x = CENTRE + radius * Math.sin(angle);
  const y = CENTRE - radius * Math.cos(angle);
  return `${fixed(x)} ${fixed(y)}`;
}

/** Two decimals are below a pixel's hundredth at any size the frame gives the ring. */
function fixed(n: number): string {
  const text = n.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/**
 * The SVG path of an arc of the ring between `inner` and `outer`. A whole turn (one slice)
 * is two half turns, since an SVG arc cannot end where it starts.
 */
export function arcPath(arc: Arc, inner = INNER_RADIUS, outer = OUTER_RADIUS): string {
  const sweep = arc.end - arc.start;
  if (sweep <= 0) return '';
  if (sweep >= FULL - 1e-9) {
    const half = arc.start + Math.PI;
    return [
      `M ${point(arc.start, outer)}`,
      `A ${fixed(outer)} ${fixed(outer)} 0 1 1 ${point(half, outer)}`,
      `A ${fixed(outer)} ${fixed(outer)} 0 1 1 ${point(arc.start, outer)} Z`,
      `M ${point(arc.start, inner)}`,
      `A ${fixed(inner)} ${fixed(inner)} 0 1 0 ${point(half, inner)}`,
      `A ${fixed(inner)} ${fixed(inner)} 0 1 0 ${point(arc.start, inner)} Z`,
    ].join(' ');
  }
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M ${point(arc.start, outer)}`,
    `A ${fixed(outer)} ${fixed(outer)} 0 ${large} 1 ${point(arc.end, outer)}`,
    `L ${point(arc.end, inner)}`,
    `A ${fixed(inner)} ${fixed(inner)} 0 ${large} 0 ${point(arc.start, inner)} Z`,
  ].join(' ');
}

/** The shift, in the box's units, that pulls an arc out by `distance` along its middle. */
export function pullOut(arc: Arc, distance = PICKED_OFFSET): { x: number; y: number } {
  // A whole ring has no side to come out of.
  if (arc.end - arc.start >= FULL - 1e-9) return { x: 0, y: 0 };
  const middle = (arc.start + arc.end) / 2;
  return { x: distance * Math.sin(middle), y: -distance * Math.cos(middle) };
}
