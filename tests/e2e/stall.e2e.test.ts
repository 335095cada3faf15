// The harness's bounded waits (tests/e2e/stall.ts, ADR 0024): a page that hangs fails by name,
// and only a page the browser stopped serving is retried; a page that is merely slow is not.
import type { BrowserContext } from 'playwright-core';
import { bounded, isFrameStall as isStall, retryOnStall } from './stall.ts';
import { describe, test } from './harness.ts';

describe('a bounded step', () => {
  test('on a live page, names the step and is not taken for a stall', async ({ page, expect }) => {
    await page.setContent('<p>a live page</p>');
    const never = () => new Promise<never>(() => undefined);
    const failure = await bounded(page, 'waiting for nothing', 1, never).catch(String);
    expect(failure).toBe(
      'Error: waiting for nothing did not finish in 1 s; the page still draws frames',
    );
    expect(isStall(failure)).toBe(false);
  });

  test('on a page whose script does not answer, says so and is taken for a stall', async ({
    page,
    expect,
  }) => {
    await page.setContent('<p>a page about to hang</p>');
    // The page's only thread is busy for 13 s: no evaluate answers until then.
    await page.evaluate(() => {
      setTimeout(() => {
        const end = Date.now() + 13_000;
        while (Date.now() < end);
      }, 0);
    });
    const failure = await bounded(page, 'reading the page', 1, () =>
      page.evaluate(() => document.title),
    ).catch(String);
    expect(failure).toBe(
      "Error: reading the page did not finish in 1 s; the page's script did not answer for 10 s",
    );
    expect(isStall(failure)).toBe(true);
  });

  test('passes on what the step gives, in time', async ({ page, expect }) => {
    await page.setContent('<title>in time</title>');
    expect(await bounded(page, 'reading the title', 5, () => page.title())).toBe('in time');
  });
});

describe('a case retried after a stall', () => {
  test.override({ shareContext: true });
  const contexts: BrowserContext[] = [];

  // The first attempt fails as a stalled page does; the retry must not reuse its context, where
  // it could share the stalled page's renderer process (ADR 0024).
  test('opens its retry in a context of its own', retryOnStall, ({ page, expect }) => {
    contexts.push(page.context());
    if (contexts.length === 1) throw new Error('the browser drew no frame for 5 s (simulated)');
    expect(contexts[1]).not.toBe(contexts[0]);
  });
});
