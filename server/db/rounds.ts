import type { Database } from './database.ts';

/** A background worker's rounds (the e-mail dispatcher, the webhook deliveries). */
export interface Rounds {
  /** Runs a round now. */
  wake(): void;
  /** Resolves when a round started after this call has ended (tests and the bench wait on it). */
  settled(): Promise<void>;
  /** Stops after the round in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `round` when `channel` is notified (from any process: the work was committed) and every
 * `pollMs` for what comes due later. Rounds never overlap; one asked for during a round runs
 * after it, so no notification is lost in between. A round that throws is logged, and the next
 * one runs as usual. Every round runs off the requests' path: no customer waits for it.
 */
export async function startRounds(options: {
  db: Pick<Database, 'listen'>;
  channel: string;
  pollMs: number;
  /** What the work is, for the log: `dispatch`, `webhook`. */
  name: string;
  round: () => Promise<unknown>;
  log?: { warn(message: string): void } | undefined;
}): Promise<Rounds> {
  const { log, name } = options;
  let running: Promise<void> = Promise.resolve();
  // `asked` counts the rounds asked for: one asked during a round runs another after it.
  const state = { asked: 0, busy: false, stopped: false };
  const round = (): void => {
    if (state.stopped) return;
    state.asked += 1;
    if (state.busy) return;
    state.busy = true;
    running = (async () => {
      let done = 0;
      while (done !== state.asked && !state.stopped) {
        done = state.asked;
        try {
          await options.round();
        } catch (error) {
          log?.warn(
            `${name} round failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      state.busy = false;
    })();
  };
  const unlisten = await options.db.listen(options.channel, round, () => {
    log?.warn(`lost the ${options.channel} notifications: ${name} rounds run on the poll only`);
  });
  const timer = setInterval(round, options.pollMs);
  timer.unref();
  round();
  return {
    wake: round,
    async settled() {
      round();
      await running;
    },
    async stop() {
      state.stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
    },
  };
}
