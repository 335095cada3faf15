/**
 * How many bills this process renders at once (issue 27, item 6). A render takes about 20 ms
 * of the only thread in slices between its API calls; twenty at once held `/api/health` for
 * over a second. Past `capacity`, a render is not queued: the page answers 503 `busy` with
 * Retry-After at once, and the thread stays free for the renders already running and for
 * every other call. A place is held until the render settles, not until the page gives up
 * waiting for it (./firstPaint.ts), because an abandoned render may still be running; a render
 * that has not settled after `stuckAfterMs` gives its place back, so a renderer that never
 * settles cannot close the page for good.
 */
export class RenderGate {
  private inFlight = 0;

  constructor(
    readonly capacity: number,
    private readonly stuckAfterMs = 30_000,
  ) {}

  /** Renders running now. */
  get running(): number {
    return this.inFlight;
  }

  /**
   * Takes a place, or answers null at once when there is none. The caller calls the answer
   * once its render settled (calling it again does nothing).
   */
  enter(): (() => void) | null {
    if (this.inFlight >= this.capacity) return null;
    this.inFlight += 1;
    let held = true;
    const leave = () => {
      if (!held) return;
      held = false;
      clearTimeout(stuck);
      this.inFlight -= 1;
    };
    const stuck = setTimeout(leave, this.stuckAfterMs);
    stuck.unref();
    return leave;
  }
}

/** Renders at once per process: the e2e suite opens four pages at once from one browser. */
export const RENDERS_AT_ONCE = 4;

/** Seconds a refused page should wait: a render takes tens of milliseconds. */
export const BUSY_RETRY_AFTER = 1;
