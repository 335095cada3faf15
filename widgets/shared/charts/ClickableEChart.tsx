// The ES-module build of echarts-for-react's core, as in EChart.tsx.
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
 * EChart (EChart.tsx) that also tells which item was clicked: a slice of the interactive donut.
 * The canvas is still an image named by `label`; a click on it is a pointer's shortcut, and
 * every widget gives keyboard and screen-reader users the same choice in HTML beside it.
 *
 * Options are merged, not replaced, so picking a slice moves it instead of replaying the
 * 2000 ms entry animation (spec §9).
 */
export function ClickableEChart({
  option,
  height,
  label,
  onItemClick,
}: {
  option: BarOption | PieOption;
  height: number;
  label: string;
  onItemClick: (dataIndex: number) => void;
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
        if (typeof params.dataIndex === 'number') latest.current(params.dataIndex);
      },
    }),
    [],
  );
  return (
    <Frame ref={ref} $height={height} role="img" aria-label={label}>
      {width > 0 && (
        <EChartsReactCore
          echarts={echarts}
          option={option}
          notMerge={false}
          autoResize
          onEvents={onEvents}
          opts={{ renderer: 'canvas', height, locale: 'EN' }}
          style={{ width: '100%', height }}
          aria-hidden="true"
        />
      )}
    </Frame>
  );
}
