import { SingleBar } from 'cli-progress';
import type { BillResult } from './bill.ts';
import type { Tally } from './run.ts';

/** A refusal as the import prints it: where, the JSON pointer into the bundle, and why. */
export function formatRefusal(result: Extract<BillResult, { outcome: 'refused' }>): string {
  const pointer = result.pointer === '' ? '(the whole bundle)' : result.pointer;
  return `refused ${result.where} at ${pointer}: ${result.reason}`;
}

const count = (n: number): string => n.toLocaleString('en-US');

/** Bills per second, with a digit after the point below ten. */
export function formatRate(bills: number, seconds: number): string {
  if (seconds <= 0) return '–';
  const rate = bills / seconds;
  return rate < 10 ? rate.toFixed(1) : count(Math.round(rate));
}

/** The summary printed after the last bill: one line of totals, then one line per outcome. */
export function formatSummary(tally: Tally, seconds: number): string[] {
  const bills = tally.stored + tally.unchanged + tally.replaced + tally.refused;
  const width = Math.max(
    ...[tally.stored, tally.unchanged, tally.replaced, tally.refused].map((n) => count(n).length),
  );
  const row = (label: string, n: number, note = '') =>
    `  ${label.padEnd(10)}${count(n).padStart(width)}${note}`;
  return [
    `quadro import: ${count(bills)} bills in ${seconds.toFixed(1)} s (${formatRate(bills, seconds)} bills per second)`,
    row('stored', tally.stored),
    row('unchanged', tally.unchanged),
    row('replaced', tally.replaced),
    row('refused', tally.refused, tally.refused > 0 ? ' (each listed above)' : ''),
  ];
}

export interface Progress {
  /** A bill is done: `units` more of the total, `bills` done in all. */
  advance(units: number, bills: number): void;
  /** Prints a line (a refusal) without tearing the bar. */
  log(line: string): void;
  /** Ends the bar; `finished` draws it full (blank lines are bytes no bill advanced). */
  stop(finished: boolean): void;
}

/** The bar's line: the percentage of the input read, the bills done, their rate, the ETA. */
export const progressFormat =
  'importing [{bar}] {percentage}% | {bills} bills | {rate} bills/s | ETA {eta_formatted}';

/**
 * The progress bar of cli-progress on `stream` (decision 412). On a terminal it redraws in place
 * five times a second; elsewhere (a log file, CI) it writes a plain line every ten seconds, so a
 * long run says where it is without flooding its log.
 */
export function progressBar(
  stream: NodeJS.WriteStream,
  total: number,
  out: (line: string) => void,
): Progress {
  const started = performance.now();
  const bar = new SingleBar({
    stream,
    format: progressFormat,
    fps: 5,
    etaBuffer: 500,
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 10_000,
  });
  bar.start(Math.max(1, total), 0, { bills: '0', rate: '–' });
  let value = 0;
  return {
    advance(units, bills) {
      value += units;
      const seconds = (performance.now() - started) / 1000;
      bar.update(value, { bills: count(bills), rate: formatRate(bills, seconds) });
    },
    log(line) {
      if (stream.isTTY) {
        stream.cursorTo(0);
        stream.clearLine(0);
      }
      out(line);
      if (stream.isTTY) bar.render();
    },
    stop(finished) {
      if (finished && bar.isActive) bar.update(bar.getTotal());
      bar.stop();
    },
  };
}

/** No bar: the lines go straight out (tests, and `--no-progress`). */
export const noProgress = (out: (line: string) => void): Progress => ({
  advance: () => undefined,
  log: out,
  stop: () => undefined,
});
