import { useId, useMemo, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { shareText, type Slice } from '../../../domain/amountSlices.ts';
import { numberLocale } from '../../../domain/amounts.ts';
import { ANIMATION_MS } from '../echartsOptions.ts';
import { euro } from '../labels.ts';
import {
  arcPath,
  INNER_RADIUS,
  OUTER_RADIUS,
  POINTED_GROWTH,
  pullOut,
  RING_BOX,
  ringArcs,
} from './geometry.ts';

/** The frame keeps the chart's 300 px height (spec §9) at any width; the ring is centred in it. */
const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  min-width: 0;
  height: ${RING_BOX}px;
`;

/** The ring's square: 300 px, or the frame's width on a narrower card. */
const Square = styled.div`
  position: relative;
  width: min(100%, ${RING_BOX}px);
  aspect-ratio: 1;
`;

const sweep = keyframes`
  from { stroke-dashoffset: 100; }
  to { stroke-dashoffset: 0; }
`;

/**
 * Spec §9 "animation 2000 ms": the ring is uncovered clockwise from twelve o'clock, easing out
 * as ECharts' pie did. CSS, so it starts with the first paint of a server-rendered page and
 * hydration does not restart it; none when the reader asks for reduced motion.
 */
const Sweep = styled.circle`
  animation: ${sweep} ${ANIMATION_MS}ms cubic-bezier(0.33, 1, 0.68, 1) both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Piece = styled.path<{ $clickable: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  transition: transform 300ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The hole shows the slice under the pointer, or the picked one: what ECharts' tooltip said. */
const Hole = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  width: ${Math.floor(((INNER_RADIUS * 2 * 0.86) / RING_BOX) * 100)}%;
  transform: translate(-50%, -50%);
  text-align: center;
  font-size: 0.8125rem;
  line-height: 1.3;
  pointer-events: none;
  & > span {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow-wrap: anywhere;
  }
  & > strong {
    display: block;
    margin-top: 2px;
    font-size: 0.9375rem;
  }
`;

/**
 * The amounts doughnut, drawn by the page as SVG (ADR 0062): ECharts' 400 KB were the whole
 * first screen's main-thread cost on template 5, for ten arcs at most. The frame is an image
 * named by `label` (a summary sentence, DESIGN "Look and feel"); the widget gives the numbers
 * in HTML beside it.
 *
 * With `onPick` a click on a slice picks it (a pointer's shortcut: the legend's buttons are the
 * keyboard's); `active` is pulled out of the ring. A slice under the pointer grows and its
 * label, amount and share show in the hole.
 */
export function DonutRing({
  slices,
  label,
  language,
  active = null,
  onPick,
}: {
  slices: readonly Slice[];
  label: string;
  language: string;
  active?: number | null;
  onPick?: ((index: number) => void) | undefined;
}) {
  const maskId = `${useId()}ring`;
  const [pointed, setPointed] = useState<number | null>(null);
  const arcs = useMemo(() => ringArcs(slices.map((slice) => slice.value)), [slices]);
  const shown = pointed ?? active;
  const told = shown === null ? undefined : slices[shown];
  return (
    <Frame role="img" aria-label={label}>
      <Square>
        <svg
          viewBox={`0 0 ${RING_BOX} ${RING_BOX}`}
          width="100%"
          height="100%"
          aria-hidden="true"
          style={{ display: 'block', overflow: 'visible' }}
        >
          <mask id={maskId}>
            <Sweep
              cx={RING_BOX / 2}
              cy={RING_BOX / 2}
              r={RING_BOX / 4}
              fill="none"
              stroke="#fff"
              strokeWidth={RING_BOX / 2}
              pathLength={100}
              strokeDasharray="100 100"
              strokeDashoffset={0}
              transform={`rotate(-90 ${RING_BOX / 2} ${RING_BOX / 2})`}
            />
          </mask>
          <g mask={`url(#${maskId})`}>
            {slices.map((slice, index) => {
              const arc = arcs[index];
              if (!arc) return null;
              const shift = index === active ? pullOut(arc) : { x: 0, y: 0 };
              const outer = OUTER_RADIUS + (index === pointed ? POINTED_GROWTH : 0);
              return (
                <Piece
                  key={index}
                  d={arcPath(arc, INNER_RADIUS, outer)}
                  fill={slice.colour}
                  fillRule="evenodd"
                  stroke="#fff"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  style={{
                    transform: `translate(${shift.x.toFixed(2)}px, ${shift.y.toFixed(2)}px)`,
                  }}
                  data-picked={index === active ? '' : undefined}
                  $clickable={onPick !== undefined}
                  onPointerEnter={() => {
                    setPointed(index);
                  }}
                  onPointerLeave={() => {
                    setPointed((current) => (current === index ? null : current));
                  }}
                  onClick={
                    onPick
                      ? () => {
                          onPick(index);
                        }
                      : undefined
                  }
                />
              );
            })}
          </g>
        </svg>
        {told && (
          <Hole aria-hidden="true">
            <span>{told.label}</span>
            <strong>{euro(told.value, language)}</strong>
            {shareText(told, numberLocale(language))}
          </Hole>
        )}
      </Square>
    </Frame>
  );
}
