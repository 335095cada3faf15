import { createElement, lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import { useBill } from '../../src/state/bill.ts';
import type { EnergyReceiptProps } from './props.gen.ts';
import { EnergyReceiptSkeleton } from './Skeleton.tsx';

// The receipt's code comes with a bill that has a receipt, never with the others: the bill
// route's initial JavaScript has no room for blocks most bills do not carry (issue 32).
const LazyEnergyReceipt = lazy(() =>
  import('./EnergyReceipt.tsx').then((module) => ({ default: module.EnergyReceipt })),
);

function EnergyReceiptGate(props: EnergyReceiptProps) {
  const lines = useBill((state) => state.doc?.fatt_interattiva_data?.scontrino_energia?.righe);
  return Array.isArray(lines) && lines.length > 0 ? createElement(LazyEnergyReceipt, props) : null;
}

export const energyReceipt = defineWidget<EnergyReceiptProps>({
  component: EnergyReceiptGate,
  skeleton: EnergyReceiptSkeleton,
});
