import { createElement, lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import { useArea } from '../../src/state/area.ts';
import type { FaqListProps } from './props.gen.ts';
import { FaqListSkeleton } from './Skeleton.tsx';

// An area page's widget: its code arrives with the page that shows it, never with a bill.
const LazyFaqList = lazy(() =>
  import('./FaqList.tsx').then((module) => ({ default: module.FaqList })),
);

/** Outside an area page (a bill, a preview) there is nothing to show, nor any code to fetch. */
function FaqList(props: FaqListProps) {
  return useArea() === undefined ? null : createElement(LazyFaqList, props);
}

export const faqList = defineWidget<FaqListProps>({
  component: FaqList,
  skeleton: FaqListSkeleton,
});
