import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { ContractListProps } from './props.gen.ts';
import { ContractListSkeleton } from './Skeleton.tsx';

// An area page's widget: its code arrives with the page that shows it, never with a bill.
const ContractList = lazy(() =>
  import('./ContractList.tsx').then((module) => ({ default: module.ContractList })),
);

export const contractList = defineWidget<ContractListProps>({
  component: ContractList,
  skeleton: ContractListSkeleton,
});
