import { errors as playwrightErrors, type Page } from 'playwright-core';

/**
 * Pages that headless Chromium stops drawing (ADR 0024): how the tests read a page to its end
 * so its lazy charts arrive, how they tell such a page from a slow one, and the one retry on a
 * fresh page it gets. Every wait here is bounded and says what it waited for: a page that hangs
 * fails by name, not as the test's timeout, which no retry condition can tell from a slow page.
 */

/**
 * The errors that mean the page, not the portal, stopped: the browser drew no frame, or the
 * page's script did not answer at all.
 */
const frameStall = /the browser drew no frame for 5 s|the page's script did not answer/;

/** Whether a failure's message says the browser stopped serving the page (ADR 0024). */
export const isFrameStall = (message: string) => frameStall.test(message);

/**
 * A test's options for cases that read a page to its end (`loadCharts`): two more tries, each on
 * a page of a fresh context, only when the browser stopped drawing it (ADR 0024); any other
 * failure fails at once. The timeout leaves room for the bounded steps below to fail by name
 * first, and for slow ones on a live page to finish. Two, because one case of CI's clean-clone
 * run stalled twice in a row (stop 37).
 */
export const retryOnStall = { retry: { count: 2, condition: frameStall }, timeout: 180_000 };

/**
 * The error of a page the browser stopped serving, said in the run's output as well: a retried
 * case passes with "(retry x1)" and no word of why, and vitest prints nothing that its retry
 * condition logs, so the case says it here, inside the test, where its output is kept.
 */
function stalled(message: string, cause?: unknown): Error {
  console.warn(`the browser stopped serving the page (ADR 0024: retried): ${message}`);
  return new Error(message, { cause });
}

/**
 * Waits for `action` in periods of `seconds`. After each, a page the browser stopped serving
 * fails by name as a stall (the retry's condition); a page that still draws frames is a slow
 * machine, not a hang (CI's clean clone at load 16: axe past 45 s on a live page, stop 38), so
 * the wait goes on, said in the output: should the test's own timeout end it, the run names
 * the step it was in.
 */
export async function bounded<T>(
  page: Page,
  step: string,
  seconds: number,
  action: () => Promise<T>,
): Promise<T> {
  const running = action();
  running.catch(() => undefined); // a failure is read below, when the step's turn comes
  for (let waited = seconds; ; waited += seconds) {
    if (await settlesWithin(running, seconds)) return running;
    const message = `${step} did not finish in ${waited} s; ${await frameState(page)}`;
    if (isFrameStall(message)) throw stalled(message);
    console.warn(`${message}: waiting on`);
  }
}

/** Whether `running` settles (either way) within `seconds`. */
async function settlesWithin(running: Promise<unknown>, seconds: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => {
      done(false);
    }, seconds * 1000);
  });
  const settled = running.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the page still draws frames and runs its script: a line for a failure's message. */
async function frameState(page: Page): Promise<string> {
  const drawn = page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        const stalled = setTimeout(() => {
          done(false);
        }, 5000);
        requestAnimationFrame(() => {
          clearTimeout(stalled);
          done(true);
        });
      }),
  );
  const silent = new Promise<'silent'>((done) =>
    setTimeout(() => {
      done('silent');
    }, 10_000),
  );
  const state = await Promise.race([drawn.catch(() => 'silent' as const), silent]);
  if (state === 'silent') return "the page's script did not answer for 10 s";
  return state ? 'the page still draws frames' : 'the browser drew no frame for 5 s';
}

/**
 * Reads the page as a reader does: scrolls to its end a viewport at a time, then brings each
 * chart's placeholder still waiting into view, then goes back to the top. Every chart comes
 * near the screen on the way, so each fetches its chunk (charts load only near the viewport,
 * issue 15). Waits two frames per step, so the observers see each position. A page that draws
 * no frame for 5 seconds fails here, by name, rather than as a test timeout: now and then
 * headless Chromium stops drawing one page for good (ADR 0024).
 */
export async function scrollThrough(page: Page): Promise<void> {
  const where = page.url();
  await bounded(page, `scrolling through ${where}`, 30, () =>
    page.evaluate(async () => {
      const frame = () =>
        new Promise<void>((done, fail) => {
          const stalled = setTimeout(() => {
            fail(new Error(`the browser drew no frame for 5 s at scroll position ${scrollY}`));
          }, 5000);
          requestAnimationFrame(() => {
            clearTimeout(stalled);
            done();
          });
        });
      const frames = async () => {
        await frame();
        await frame();
      };
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frames();
      }
      for (const waiting of document.querySelectorAll('[data-testid="chart-skeleton"]')) {
        waiting.scrollIntoView({ block: 'center' });
        await frames();
      }
      window.scrollTo(0, 0);
    }),
  ).catch((error: unknown) => {
    if (!(error instanceof Error) || !isFrameStall(error.message)) throw error;
    if (error.message.includes(where)) throw error; // said already, by `bounded`
    throw stalled(`${error.message} (${where})`, error);
  });
}

/**
 * Scrolls through the page (`scrollThrough`) until every lazy chart has arrived: pass after
 * pass, 30 s in all, not once. A page that stopped drawing just after one pass left its last
 * chart unseen by its observer, which reports only when a frame is drawn, and nothing checked
 * for frames any more (CI, stop 36); each later pass checks again, so such a page now fails as
 * a stall and gets its retry (ADR 0024). If a skeleton still stays, the failure says where.
 */
export async function loadCharts(page: Page): Promise<void> {
  const skeletons = page.locator('[data-testid="chart-skeleton"]');
  const deadline = Date.now() + 30_000;
  for (;;) {
    await scrollThrough(page);
    try {
      await skeletons.first().waitFor({ state: 'detached', timeout: 5_000 });
      return;
    } catch (error) {
      if (!(error instanceof playwrightErrors.TimeoutError)) throw error;
      if (Date.now() > deadline) throw new Error(await chartsLeft(page), { cause: error });
    }
  }
}

async function chartsLeft(page: Page): Promise<string> {
  const where = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="chart-skeleton"]')].map((skeleton) => {
      const box = skeleton.getBoundingClientRect();
      const section = skeleton.closest('section')?.querySelector('h2, h3')?.textContent;
      return `at ${Math.round(box.top + scrollY)} px (${section ?? 'no heading'})`;
    }),
  );
  return `chart skeletons still there after 30 s of scrolling: ${where.join('; ')}`;
}
