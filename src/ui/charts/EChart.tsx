// The ES-module build of echarts-for-react's core (the same code as lib/core, which is
// CommonJS: its default export arrives wrapped as { default } in some bundles).
import EChartsReactCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { echarts } from './echarts.ts';
import type { BarOption, PieOption } from './echartsOptions.ts';
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
 *
 * With `onItemClick` the chart also tells which item was clicked (a slice of the interactive
 * donut): a pointer's shortcut, as every widget gives keyboard and screen-reader users the
 * same choice in HTML beside it. Its options are then merged, not replaced, so picking a slice
 * moves it instead of replaying the 2000 ms entry animation (spec §9).
 */
export function EChart({
  option,
  height,
  label,
  onItemClick,
}: {
  option: BarOption | PieOption;
  height: number;
  label: string;
  onItemClick?: ((dataIndex: number) => void) | undefined;
}) {
  const [ref, width] = useElementWidth();
  // echarts-for-react rebinds its events whenever `onEvents` changes identity, so the object
  // stays the same and reads the latest handler through a ref.
  const latest = useRef(onItemClick);
  useEffect(() => {
    latest.current = onItemClick;
  }, [onItemClick]);
  const onEvents = useMemo(
    () => ({
      click: (params: { dataIndex?: unknown }) => {
        if (typeof params.dataIndex === 'number') latest.current?.(params.dataIndex);
      },
    }),
    [],
  );
  const clickable = onItemClick !== undefined;
  return (
    <Frame ref={ref} $height={height} role="img" aria-label={label}>
      {width > 0 && (
        <EChartsReactCore
          echarts={echarts}
          option={option}
          notMerge={!clickable}
          autoResize
          {...(clickable ? { onEvents } : {})}
          opts={{ renderer: 'canvas', height, locale: 'EN' }}
          style={{ width: '100%', height }}
          aria-hidden="true"
        />
      )}
    </Frame>
  );
}
