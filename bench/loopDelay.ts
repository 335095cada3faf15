/**
 * Preloaded into the bench's server process (`--import`) by bench/hostile.ts: the event loop's
 * delay as perf_hooks measures it, written to stderr as `loop-delay <max ms> <p99 ms>` on each
 * SIGWINCH, then reset (the server ends on SIGUSR2, through close-with-grace; a window's size
 * is a signal it ignores otherwise). It measures the server's own stalls, apart from the network and from
 * the load generator sharing the machine.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('SIGWINCH', () => {
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  process.stderr.write(`loop-delay ${ms(delay.max)} ${ms(delay.percentile(99))}\n`);
  delay.reset();
});
