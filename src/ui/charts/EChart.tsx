// The ES-module build of echarts-for-react's core (the same code as lib/core, which is
// CommonJS: its default export arrives wrapped as { default } in some bundles).
import EChartsReactCore from 'echarts-for-react/esm/core';
import styled from 'styled-components';
import { echarts } from './echarts.ts';
import type { BarOption } from './echartsOptions.ts';
import { useElementWidth } from './useElementWidth.ts';

const Frame = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  min-width: 0;
  height: ${({ $height }) => $height}px;
`;

/**
 * One chart drawn by ECharts on a canvas. The canvas says nothing to a screen reader, so the
 * frame is an image named by `label` (a summary sentence); the widget gives the numbers as a
 * table beside it (DESIGN "Look and feel": charts carry a text alternative).
 *
 * The chart is created only once its frame has a width: inside a closed panel it waits, and
 * opening the panel (or any other resize) reaches ECharts through the ResizeObserver, so it is
 * never drawn 0 px wide (spec §4 "expanding triggers chart resizing").
 */
export function EChart({
  option,
  height,
  label,
}: {
  option: BarOption;
  height: number;
  label: string;
}) {
  const [ref, width] = useElementWidth();
  return (
    <Frame ref={ref} $height={height} role="img" aria-label={label}>
      {width > 0 && (
        <EChartsReactCore
          echarts={echarts}
          option={option}
          notMerge
          autoResize
          opts={{ renderer: 'canvas', height, locale: 'EN' }}
          style={{ width: '100%', height }}
          aria-hidden="true"
        />
      )}
    </Frame>
  );
}
