import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { InvoicesSummaryProps } from './props.gen.ts';
import { InvoicesSummarySkeleton } from './Skeleton.tsx';

/** A chunk of its own, fetched only where a template shows it (the customer area). */
const LazyInvoicesSummary = lazy(() =>
  import('./InvoicesSummary.tsx').then((module) => ({ default: module.InvoicesSummary })),
);

export const invoicesSummary = defineWidget<InvoicesSummaryProps>({
  component: LazyInvoicesSummary,
  skeleton: InvoicesSummarySkeleton,
});
