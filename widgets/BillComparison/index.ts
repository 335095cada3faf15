import { createElement, lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import { useBill } from '../../src/state/bill.ts';
import type { BillComparisonProps } from './props.gen.ts';

// The comparison, its arithmetic and its chart come with a bill that can be compared, never
// with the bill route's first JavaScript (issue 32: "the comparison loads with its place").
const LazyBillComparison = lazy(() =>
  import('./BillComparison.tsx').then((module) => ({ default: module.BillComparison })),
);

/**
 * Fetches the chunk only for a bill with a previous bill, or with a supply whose history could
 * stand in for one; the chunk decides whether they are enough to compare.
 */
function BillComparisonGate(props: BillComparisonProps) {
  const comparable = useBill((state) => {
    const data = state.doc?.fatt_interattiva_data;
    if (typeof data?.bolletta_precedente === 'object' && data.bolletta_precedente !== null)
      return true;
    const supplies = data?.fornitura;
    return (
      Array.isArray(supplies) && supplies.length === 1 && Array.isArray(supplies[0]?.spesa_annua)
    );
  });
  return comparable ? createElement(LazyBillComparison, props) : null;
}

export const billComparison = defineWidget<BillComparisonProps>({ component: BillComparisonGate });
