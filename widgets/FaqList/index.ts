import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { FaqListProps } from './props.gen.ts';
import { FaqListSkeleton } from './Skeleton.tsx';

// An area page's widget: its code arrives with the page that shows it, never with a bill.
const FaqList = lazy(() => import('./FaqList.tsx').then((module) => ({ default: module.FaqList })));

export const faqList = defineWidget<FaqListProps>({
  component: FaqList,
  skeleton: FaqListSkeleton,
});
