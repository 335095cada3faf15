import type { Config } from '../config.ts';
import { billLink, hostOrigin, hostsOfSupplier, type Runtime } from '../runtime.ts';
import { formatRefusal, formatSummary, noProgress, progressBar, type Progress } from './report.ts';
import { runImport } from './run.ts';
import { itemsOf, kindOf, totalUnits } from './sources.ts';

export const importUsage = `usage: quadro import <folder | bills.ndjson | bundle.json>… [--links] [--concurrency n] [--no-progress]`;

/** Exit codes of `quadro import` (decision 413): 3 says some bills were refused, the rest stored. */
export const importExit = { done: 0, failed: 1, usage: 2, refused: 3 } as const;

export interface ImportArgs {
  inputs: string[];
  links: boolean;
  concurrency: number;
  progress: boolean;
}

/** The command line's words as options; undefined when they make no sense. */
export function parseImportArgs(args: readonly string[]): ImportArgs | undefined {
  const inputs: string[] = [];
  let links = false;
  let progress = true;
  let concurrency = 4;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--links') links = true;
    else if (arg === '--no-progress') progress = false;
    else if (arg === '--concurrency') {
      concurrency = Number(args[++i]);
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) return undefined;
    } else if (arg.startsWith('--')) return undefined;
    else inputs.push(arg);
  }
  return inputs.length === 0 ? undefined : { inputs, links, concurrency, progress };
}

export interface ImportIo {
  out: (line: string) => void;
  /** Where the progress bar goes (stderr); none in tests. */
  progress?: NodeJS.WriteStream | undefined;
}

/**
 * `quadro import` on an opened runtime (ADR 0044): streams every input's bills through storeBill
 * with bounded concurrency, prints each refusal as it happens and a summary at the end, and
 * answers the exit code. Each bill's link is printed with `--links`, or when every input is a
 * bundle file, as before issue 28.
 */
export async function importInputs(
  runtime: Runtime,
  config: Config,
  options: ImportArgs,
  io: ImportIo,
): Promise<number> {
  const kinds = await Promise.all(options.inputs.map(kindOf));
  const links = options.links || kinds.every((kind) => kind === 'file');
  const progress: Progress =
    io.progress && options.progress
      ? progressBar(io.progress, await totalUnits(options.inputs), io.out)
      : noProgress(io.out);
  const started = performance.now();
  let bills = 0;
  try {
    const tally = await runImport(runtime, itemsOf(options.inputs), {
      concurrency: options.concurrency,
      onResult(result, item) {
        bills += 1;
        progress.advance(item.units, bills);
        if (result.outcome === 'refused') progress.log(formatRefusal(result));
        else if (links) {
          const host = hostsOfSupplier(runtime.hosts, result.supplier)[0];
          const origin = hostOrigin(host, config.port, config.listenHost);
          progress.log(
            `${result.id}  ${billLink(runtime, host, result.id, origin)}  ${result.outcome}`,
          );
        }
      },
    });
    progress.stop(true);
    for (const line of formatSummary(tally, (performance.now() - started) / 1000)) io.out(line);
    return tally.refused > 0 ? importExit.refused : importExit.done;
  } finally {
    progress.stop(false);
  }
}
