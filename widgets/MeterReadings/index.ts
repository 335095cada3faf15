import { createElement, lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import { useSupplies } from '../../src/ui/useSupplies.ts';
import type { MeterReadingsProps } from './props.gen.ts';

// Comes with a supply that has readings, never with the others (issue 32: the budget).
const LazyMeterReadings = lazy(() =>
  import('./MeterReadings.tsx').then((module) => ({ default: module.MeterReadings })),
);

function MeterReadingsGate(props: MeterReadingsProps) {
  const readings = useSupplies().selected?.supply.letture;
  return Array.isArray(readings) && readings.length > 0
    ? createElement(LazyMeterReadings, props)
    : null;
}

export const meterReadings = defineWidget<MeterReadingsProps>({ component: MeterReadingsGate });
