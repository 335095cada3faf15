import { createElement, lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import { useArea } from '../../src/state/area.ts';
import type { ContractListProps } from './props.gen.ts';
import { ContractListSkeleton } from './Skeleton.tsx';

// An area page's widget: its code arrives with the page that shows it, never with a bill.
const LazyContractList = lazy(() =>
  import('./ContractList.tsx').then((module) => ({ default: module.ContractList })),
);

/** Outside an area page (a bill, a preview) there is nothing to show, nor any code to fetch. */
function ContractList(props: ContractListProps) {
  return useArea() === undefined ? null : createElement(LazyContractList, props);
}

export const contractList = defineWidget<ContractListProps>({
  component: ContractList,
  skeleton: ContractListSkeleton,
});
