import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { InvoiceListProps } from './props.gen.ts';
import { InvoiceListSkeleton } from './Skeleton.tsx';

/**
 * A chunk of its own, fetched only where a template shows it (the customer area): the bill's
 * pages carry the engine's chunk with every widget, and must not carry this one.
 */
const LazyInvoiceList = lazy(() =>
  import('./InvoiceList.tsx').then((module) => ({ default: module.InvoiceList })),
);

export const invoiceList = defineWidget<InvoiceListProps>({
  component: LazyInvoiceList,
  skeleton: InvoiceListSkeleton,
});
