import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { CustomerHomeProps } from './props.gen.ts';

/** A chunk of its own: only the customer area's pages draw it, never a bill. */
export const customerHome = defineWidget<CustomerHomeProps>({
  component: lazy(() =>
    import('./CustomerHome.tsx').then((module) => ({ default: module.CustomerHome })),
  ),
});
