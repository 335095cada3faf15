import { createElement, lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import { useBill } from '../../src/state/bill.ts';
import type { OfferBoxProps } from './props.gen.ts';

// Comes with a bill that has an offer box, never with the others (issue 32: the budget).
const LazyOfferBox = lazy(() =>
  import('./OfferBox.tsx').then((module) => ({ default: module.OfferBox })),
);

function OfferBoxGate(props: OfferBoxProps) {
  const box = useBill((state) => state.doc?.fatt_interattiva_data?.box_offerta);
  return typeof box === 'object' && box !== null ? createElement(LazyOfferBox, props) : null;
}

export const offerBox = defineWidget<OfferBoxProps>({ component: OfferBoxGate });
