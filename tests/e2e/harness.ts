import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { inject, test as base } from 'vitest';
import { bounded } from './stall.ts';

/**
 * The end-to-end harness: Debian's Chromium (never a downloaded browser: CI installs the
 * `chromium` package), launched once for the run, one fresh browser context and page per test,
 * the page's console errors and uncaught exceptions collected so a test can assert there were
 * none, and a full-page screenshot in `test-results/` when a test fails.
 *
 *   describe.each(deviceNames)('on a %s', (device) => {
 *     test.override({ device });
 *     test('shows the bill', async ({ page, errors }) => { … });
 *   });
 */

export const chromiumPath = '/usr/bin/chromium';

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const devices = {
  phone: {
    viewport: { width: 390, height: 844 },
    // A phone's Chrome, so the page's user-agent check (spec §2: a mobile agent is mobile)
    // sees the same thing a customer's phone sends.
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/126.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  },
} satisfies Record<string, BrowserContextOptions>;

export type DeviceName = keyof typeof devices;
export const deviceNames = Object.keys(devices) as DeviceName[];

const standInImage =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="6" fill="#d9e2ec"/></svg>';

const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url));

/**
 * Saves a screenshot as `test-results/<name>.png` and returns its path: the full page, or only
 * the viewport for an open dialog. Chromium draws a full page by resizing the viewport for a
 * moment, which the page sees as a device change (it re-selects its layout), so an open dialog
 * would be gone from the picture and from the page.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = `${resultsDir}${fileName(name)}.png`;
  // CSS pixels: a phone's picture at its layout size, a quarter of the pixels to encode.
  // 10 s at most: a page the browser stopped drawing (ADR 0024) gives no picture at all.
  await page.screenshot({ path: file, fullPage, scale: 'css', timeout: 10_000 });
  return file;
}

/**
 * A picture for people to look at, taken only on request (`QUADRO_E2E_PICTURES=1`): a passing
 * run spends no time on pictures, and a failed test always keeps one (the page fixture below).
 */
export async function picture(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env['QUADRO_E2E_PICTURES'] === '1') await saveScreenshot(page, name, options);
}

/**
 * Axe as the tests run it (decision 673): `axe.run` in the page itself (the builder's "legacy
 * mode"), not its default of `runPartial` in each frame then `finishRun` in a blank page that
 * it opens and closes for every analysis, and only the violations' nodes collected. Same
 * rules, same violations, same-origin frames included; a cross-origin frame would go
 * unchecked, and the portal's pages have none. An analysis takes about a third of the time.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** Axe's violations on the page, reduced to what a reader of a failed test needs. */
export async function axeViolations(page: Page) {
  // Bounded like every long wait on a page (tests/e2e/stall.ts): a page that stopped drawing
  // while axe read it fails by name and gets its retry, not the test's timeout.
  const results = await bounded(page, 'axe', 45, () => axeOn(page).analyze());
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

function fileName(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
}

export const test = base
  .extend('launchOptions', { scope: 'worker' }, {
    executablePath: chromiumPath,
    headless: true,
    args: launchArgs,
  } satisfies LaunchOptions)
  /**
   * One browser for the whole run (issue 31, decision 620): the e2e config runs every file in
   * one worker without isolation (tests/e2e/vitest.config.ts), so a worker's fixture outlives
   * the file. Launching and closing Chromium cost 5–10 s a file on a loaded machine; each test
   * still gets a fresh context (or its file's shared one), so no cookie, storage or cache
   * crosses from one file to the next.
   */
  .extend('browser', { scope: 'worker' }, async ({ launchOptions }, { onCleanup }) => {
    const browser = await chromium.launch(launchOptions);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('device', 'desktop' as DeviceName)
  // Filled by the page's listeners; a healthy page leaves it empty.
  .extend('errors', (): string[] => [])
  /**
   * Whether the test's page opens in a context shared by the file's tests on its device, rather
   * than in a fresh one: the pages then share the HTTP cache and compiled scripts, so the second
   * page on a device no longer fetches and compiles every chunk again. For files whose tests
   * leave nothing behind that another would read (no answer to the cookie banner, no language
   * chosen, no login): the template matrix.
   */
  .extend('shareContext', false)
  // Vitest reads a fixture's dependencies from its first parameter's pattern: this has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('sharedContexts', { scope: 'file' }, ({}, { onCleanup }) => {
    const contexts = new Map<DeviceName, Promise<BrowserContext>>();
    onCleanup(async () => {
      for (const context of contexts.values()) await (await context).close();
    });
    return contexts;
  })
  .extend(
    'page',
    async ({ browser, device, errors, task, shareContext, sharedContexts }, { onCleanup }) => {
      let context: BrowserContext;
      // A retry after a stall (ADR 0024) opens its own context: a page of a fresh context has
      // no renderer process in common with the page that stopped drawing.
      const shared = shareContext && (task.result?.retryCount ?? 0) === 0;
      if (shared) {
        let opened = sharedContexts.get(device);
        if (opened === undefined) {
          opened = openContext(browser, device);
          sharedContexts.set(device, opened);
        }
        context = await opened;
      } else {
        context = await openContext(browser, device);
      }
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Where it came from: for "Failed to load resource", the address that failed.
        const where = message.location().url;
        errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      page.on('pageerror', (error) => {
        errors.push(`page error: ${error.message}`);
      });
      onCleanup(async () => {
        // Cleanup runs after the test and its afterEach hooks, when the result is known and the
        // page is still open: the moment to keep a picture of what went wrong.
        if (task.result?.state === 'fail') {
          const file = await saveScreenshot(page, task.fullTestName).catch(
            (error: unknown) => `not saved (${String(error)})`,
          );
          console.error(`screenshot of the failed test: ${file}`);
        }
        await (shared ? page.close() : context.close());
      });
      return page;
    },
  );

/** A browser context as a customer's device opens the portal, on the test network. */
async function openContext(browser: Browser, device: DeviceName): Promise<BrowserContext> {
  const baseURL = inject('baseURL');
  // Reduced motion: charts draw at once (their 2 s animation is for people, not pictures).
  const context = await browser.newContext({
    ...devices[device],
    baseURL,
    reducedMotion: 'reduce',
  });
  // The portal must work offline (fonts ship with the build): any request to an origin other
  // than the server's (under each host's name) is refused, and the refusal shows up as a
  // console error that fails the test. Images are the exception: a bill's logos and banners
  // live on the supplier's own servers (data, not the portal's assets), so the test network
  // answers them with a grey stand-in, as a reachable image host would.
  const origins = new Set([new URL(baseURL).origin, ...inject('bills').map((b) => b.origin)]);
  await context.route(
    (url) => !origins.has(url.origin),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/svg+xml', body: standInImage })
        : route.abort('blockedbyclient'),
  );
  // Whatever the server's Content Security Policy refuses is a console error too.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return context;
}

export { describe, expect } from 'vitest';
export { loadCharts, retryOnStall, scrollThrough } from './stall.ts';
