import type { Runtime } from '../runtime.ts';
import { importItem, type BillOptions, type BillResult } from './bill.ts';
import type { ImportItem } from './sources.ts';

/** The counts the summary prints (ADR 0044). */
export interface Tally {
  stored: number;
  unchanged: number;
  replaced: number;
  refused: number;
}

export const emptyTally = (): Tally => ({ stored: 0, unchanged: 0, replaced: 0, refused: 0 });

export interface RunOptions {
  /** Bills in flight at once; the reader waits for a free worker (decision 411). */
  concurrency: number;
  renderPdf?: BillOptions['renderPdf'];
  /** Told of each bill as it is done, in the order they finish. */
  onResult(result: BillResult, item: ImportItem): void;
}

/**
 * A one-at-a-time lock per id: a file may carry the same bill twice (a correction after the
 * first), and two workers storing one new id at once would both take it for version 1.
 */
function perIdLock(): BillOptions['exclusive'] {
  const busy = new Map<string, Promise<unknown>>();
  return async (id, work) => {
    for (let held = busy.get(id); held; held = busy.get(id)) await held.catch(() => undefined);
    const running = work();
    busy.set(id, running);
    try {
      return await running;
    } finally {
      busy.delete(id);
    }
  };
}

/**
 * Imports every item with at most `concurrency` bills in flight: each worker takes the next item
 * only when its last is stored, so reading follows storing and memory stays flat whatever the
 * input's size. A refused bill is reported and the others go on; an error that is no bill's
 * fault (the database) stops the workers, lets the bills in flight finish, and is thrown.
 */
export async function runImport(
  runtime: Runtime,
  items: AsyncIterable<ImportItem>,
  options: RunOptions,
): Promise<Tally> {
  const tally = emptyTally();
  const iterator = items[Symbol.asyncIterator]();
  const exclusive = perIdLock();
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (!failure) {
      const next = await iterator.next();
      if (next.done === true) return;
      const result = await importItem(runtime, next.value, {
        exclusive,
        renderPdf: options.renderPdf,
      });
      tally[result.outcome] += 1;
      options.onResult(result, next.value);
    }
  };
  const stopOnError = (error: unknown): void => {
    failure ??= { error };
  };
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency) }, () => worker().catch(stopOnError)),
  );
  if (failure) {
    await iterator.return?.(undefined);
    throw failure.error;
  }
  return tally;
}
