/** Small timing helpers: per-iteration samples, interleaved so drift hits every side alike. */

export interface Summary {
  median: number;
  p95: number;
  samples: number;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), samples: sorted.length };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = sorted[Math.floor(at)] ?? Number.NaN;
  const high = sorted[Math.ceil(at)] ?? low;
  return low + (high - low) * (at - Math.floor(at));
}

export type Task = () => unknown;

/**
 * Runs every task `rounds` times, one iteration each per round, rotating the order from round
 * to round (A B C, B C A, C A B…) so that neither warm caches nor a GC pause always favour the
 * same side. Returns the per-iteration times in ms, by task name.
 */
export async function interleave(
  tasks: Record<string, Task>,
  rounds: number,
): Promise<Record<string, number[]>> {
  const names = Object.keys(tasks);
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length] as string;
      const task = tasks[name] as Task;
      const start = performance.now();
      const result = task();
      // Only await real promises: an extra tick would bill a synchronous task for nothing.
      if (result instanceof Promise) await result;
      times[name]?.push(performance.now() - start);
    }
  }
  return times;
}
