// The harness's bounded waits (tests/e2e/stall.ts, ADR 0024): a page the browser stopped serving
// fails by name and is retried; on a page that is merely slow the wait goes on, said aloud.
import type { BrowserContext } from 'playwright-core';
import { vi } from 'vitest';
import { bounded, isFrameStall as isStall, retryOnStall } from './stall.ts';
import { describe, test } from './harness.ts';

describe('a bounded step', () => {
  test('on a live page, waits past its bound and says so, for a slow machine', async ({
    page,
    expect,
  }) => {
    await page.setContent('<p>a live page</p>');
    const warned: unknown[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warned.push(line);
    });
    try {
      const slow = () =>
        new Promise<string>((done) =>
          setTimeout(() => {
            done('done');
          }, 2500),
        );
      expect(await bounded(page, 'a slow step', 1, slow)).toBe('done');
    } finally {
      warn.mockRestore();
    }
    expect(warned[0]).toBe(
      'a slow step did not finish in 1 s; the page still draws frames: waiting on',
    );
  });

  test('fails with what the step failed with, after its bound as before it', async ({
    page,
    expect,
  }) => {
    await page.setContent('<p>a live page</p>');
    const failing = () =>
      new Promise<never>((_, fail) =>
        setTimeout(() => {
          fail(new Error('axe broke'));
        }, 1500),
      );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await bounded(page, 'a failing step', 1, failing).catch(String)).toBe(
        'Error: axe broke',
      );
    } finally {
      warn.mockRestore();
    }
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
