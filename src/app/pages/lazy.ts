import type { ComponentType } from 'react';
import { lazyWithRetry } from '../chunks.ts';

import type * as pages from './index.ts';

type Pages = typeof pages;

/** A page of ./index.ts, from the one chunk they share, as a lazy component that can retry. */
export function lazyPage(name: keyof Pages): ComponentType {
  const load = async (): Promise<{ default: ComponentType }> => ({
    default: (await import('./index.ts'))[name],
  });
  return lazyWithRetry(load);
}
