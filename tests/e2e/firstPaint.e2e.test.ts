import { get as httpGet } from 'node:http';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { selectTemplate } from '../../src/app/selectTemplate.ts';
import type { SampleBill } from '../../server/sampleServer.ts';
import { builtTemplates, bundleOf, engineEvents, hostOf } from './bills.ts';
import { describe, deviceNames, devices, expect, picture, test } from './harness.ts';

const bills = inject('bills');
const errorLinks = inject('errorLinks');

/** A bill with a debt to pay, on each supplier's templates (alfa: bi3; beta: bi3-beta, bi3dt). */
function sample(supplier: string): SampleBill {
  const bill = bills.find((candidate) => candidate.supplier === supplier);
  if (!bill) throw new Error(`no sample bill of ${supplier}`);
  return bill;
}

/** A plain GET of a page, to the server under the link's host name, as a browser would send it. */
function get(link: string): Promise<{ status: number; cacheControl: string; body: string }> {
  const url = new URL(link);
  const address = new URL(inject('baseURL'));
  return new Promise((resolve, reject) => {
    httpGet(
      {
        host: address.hostname,
        port: address.port,
        path: url.pathname + url.search,
        headers: { host: url.host },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            cacheControl: String(response.headers['cache-control']),
            body,
          });
        });
      },
    ).on('error', reject);
  });
}

/**
 * A context of its own (the harness's page has JavaScript on), offline like the harness's: the
 * suppliers' images get a stand-in, any other origin is refused.
 */
async function offlineContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const origins = new Set(bills.map((bill) => bill.origin));
  await context.route(
    (url) => !origins.has(url.origin),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          })
        : route.abort('blockedbyclient'),
  );
  return context;
}

/**
 * Marks the <main> the server sent (`data-sent="server"`) as the page parses it: the mark is
 * still there once the page's script is done only if the script hydrated that <main> rather
 * than drawing its own.
 */
async function markServersMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('main')?.setAttribute('data-sent', 'server');
    });
  });
}

/**
 * The page hydrated the <main> the server sent (marked by `markServersMain`) instead of drawing
 * its own, and its buttons work. The bill says it is busy until hydration ends: a click before
 * that would be a click on the server's HTML.
 */
async function expectHydratedServersMain(page: Page): Promise<void> {
  await page.locator('[data-template][aria-busy="false"]').waitFor();
  const closed = page.locator('button[aria-expanded="false"][aria-controls]').first();
  const controls = (await closed.getAttribute('aria-controls')) ?? '';
  const toggle = page.locator(`button[aria-controls="${controls}"]`);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => page.locator('main[data-sent="server"] [data-template]').count()).toBe(1);
}

/** What a customer reads: `109,73 €` and `25/03/2026` (the page's formats, spec §5). */
function paymentFacts(bill: SampleBill): { amount: RegExp; due: string } {
  const { document } = bundleOf(bill);
  const debt = Number(document['document_payment_debt']);
  const [year, month, day] = String(document['document_payment_expiry']).split('-');
  const amount = debt.toFixed(2).replace('.', ',');
  return { amount: new RegExp(`^${amount}\\s€$`), due: `${day}/${month}/${year}` };
}

/**
 * Issue 15 "First paint", ADR 0019: a bill link's page comes with the bill rendered on the
 * server, so the first paint needs no script; the page's script then hydrates it.
 */
describe('the first paint', () => {
  // The server's first render loads its engine and templates; a cold one may take longer than
  // the server waits (the page then renders itself, as before). These tests are about a warm one.
  beforeAll(async () => {
    for (const bill of [sample('alfa'), sample('beta')]) await get(bill.link);
  });

  describe.each(deviceNames)('on a %s without JavaScript', (device) => {
    test.for(['alfa', 'beta'])('shows a %s bill, styled', async (supplier, { browser }) => {
      const bill = sample(supplier);
      const context = await offlineContext(browser, {
        ...devices[device],
        javaScriptEnabled: false,
      });
      try {
        const page = await context.newPage();
        const response = await page.goto(bill.link);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('no-store');
        // Compressed by the plugin that compresses the API's answers (decision 175).
        expect(response?.headers()['content-encoding']).toMatch(/^(?:br|gzip)$/);
        const { document } = bundleOf(bill);
        const expected = selectTemplate({
          documentTemplate: document.template_name ?? bundleOf(bill).template,
          host: hostOf(bill),
          device: device === 'phone' ? 'mobile' : 'desktop',
          built: builtTemplates,
        }).name;
        const shown = page.locator('[data-template]');
        await expect.poll(() => shown.getAttribute('data-template')).toBe(expected);
        const card = page.getByRole('region', { name: 'Pagamento', exact: true }).first();
        const { amount, due } = paymentFacts(bill);
        await expect.poll(() => card.getByText('Importo da pagare').count()).toBeGreaterThan(0);
        await expect.poll(() => card.getByText(amount).count()).toBeGreaterThan(0);
        await expect.poll(() => card.getByText(due, { exact: true }).count()).toBeGreaterThan(0);
        const background = await card.evaluate((node) => getComputedStyle(node).backgroundColor);
        expect(background).not.toBe('rgba(0, 0, 0, 0)');
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('it');
        await picture(page, `first-paint-${supplier}-${device}-no-js`);
      } finally {
        await context.close();
      }
    });
  });

  test('hydrates the bill without a new render, and its buttons work', async ({ page, errors }) => {
    await markServersMain(page);
    await page.goto(sample('alfa').link);
    await expectHydratedServersMain(page);
    expect(errors).toEqual([]);
    expect(await engineEvents(page)).toEqual([]);
  });

  test('hydrates with the texts Intl made on the server, making none itself', async ({
    page,
    errors,
  }) => {
    // ADR 0061: a page's first Intl formatter costs ICU's data, 30–150 ms of the main thread.
    // Every one the page makes is counted, up to the first click that hydration made work.
    await page.addInitScript(() => {
      const scope = globalThis as unknown as { intlMade: string[] };
      scope.intlMade = [];
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const) {
        const Original = Intl[name];
        Object.defineProperty(Intl, name, {
          value: new Proxy(Original, {
            construct(target, args: unknown[]) {
              scope.intlMade.push(name);
              return Reflect.construct(target, args) as object;
            },
          }),
        });
      }
    });
    await markServersMain(page);
    await page.goto(sample('alfa').link);
    await expectHydratedServersMain(page);
    const made = await page.evaluate(() => (globalThis as { intlMade?: string[] }).intlMade);
    expect(made).toEqual([]);
    // The amounts are the server's, as ever: 109,73 €.
    const card = page.getByRole('region', { name: 'Pagamento', exact: true }).first();
    await expect
      .poll(() => card.getByText(paymentFacts(sample('alfa')).amount).count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test("keeps the server's style tag as it came, and the page looks the same", async ({
    page,
    errors,
  }) => {
    // ADR 0063: the browser's styled-components used to copy each of its rules into a sheet
    // of its own and remove it, while its module was evaluated, in one long task.
    // Marked as the parser inserts it: the page's modules run before DOMContentLoaded.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const tag = document.querySelector('style[data-styled]');
        if (!tag) return;
        tag.setAttribute('data-sent', 'server');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await markServersMain(page);
    await page.goto(sample('alfa').link);
    await expectHydratedServersMain(page);
    const sent = page.locator('style[data-styled][data-sent="server"]');
    await expect.poll(() => sent.count()).toBe(1);
    await expect
      .poll(() => sent.evaluate((tag) => (tag as HTMLStyleElement).sheet?.cssRules.length ?? 0))
      .toBeGreaterThan(100);
    // The card is styled as before, on a white surface of its own.
    const card = page.getByRole('region', { name: 'Pagamento', exact: true }).first();
    await expect
      .poll(() => card.evaluate((node) => getComputedStyle(node).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    expect(errors).toEqual([]);
  });

  test('draws template 5’s donut on the server, and picks a tapped slice once hydrated', async ({
    browser,
  }) => {
    // ADR 0062: the ring is the page's own SVG, in the first view, with no chart chunk behind it.
    const bill = sample('alfa');
    const entries = (
      bundleOf(bill).document['fatt_interattiva_data'] as {
        sintesi_importi: { grafico_importi: { label: string; color: string }[] };
      }
    ).sintesi_importi.grafico_importi;
    for (const javaScriptEnabled of [false, true]) {
      const context = await offlineContext(browser, { ...devices.phone, javaScriptEnabled });
      try {
        const page = await context.newPage();
        const failures: string[] = [];
        page.on('pageerror', (error) => failures.push(String(error)));
        if (javaScriptEnabled) await markServersMain(page);
        await page.goto(`${bill.link}&template=bi5-mobile`);
        const ring = page.getByRole('img', { name: /^Grafico a ciambella/ });
        const fills = () =>
          ring.locator('path').evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
        await expect.poll(fills).toEqual(entries.map((entry) => entry.color));
        await expect.poll(async () => (await ring.boundingBox())?.height).toBe(300);
        if (!javaScriptEnabled) continue;
        await expectHydratedServersMain(page);
        await ring.locator('path').nth(2).tap();
        const legend = page.getByRole('list', { name: 'Voci del grafico' });
        const entry = legend.getByRole('button', { name: entries[2]?.label ?? '' });
        await expect.poll(() => entry.getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => ring.textContent()).toContain(entries[2]?.label ?? '');
        await expect.poll(() => page.locator('canvas').count()).toBe(0);
        expect(failures).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  test("hydrates a second visit from the host's answers the browser kept", async ({ browser }) => {
    // A context without routes: Playwright turns the HTTP cache off in a routed one. The bill's
    // images are on `.test` hosts, which never resolve, so nothing leaves the machine.
    const context = await browser.newContext({ ...devices.desktop, baseURL: inject('baseURL') });
    try {
      const page = await context.newPage();
      // ADR 0059: the state names the host's settings, texts and template by their tags.
      const kept = async () => {
        const text = await page.locator('#quadro-state').textContent();
        return Object.keys((JSON.parse(text ?? '{}') as { kept?: object }).kept ?? {});
      };
      const reads = (paths: string[]) =>
        page.evaluate(
          (names) =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => names.includes(new URL(entry.name).pathname))
              .map((entry) => ({
                path: new URL(entry.name).pathname,
                bytes: (entry as PerformanceResourceTiming).transferSize,
              })),
          paths,
        );
      await page.goto(sample('alfa').link);
      const paths = await kept();
      expect(paths).toEqual(expect.arrayContaining(['/hostsettings.json', '/locales/it.json']));
      await expect.poll(async () => (await reads(paths)).length).toBe(paths.length);
      await markServersMain(page);
      await page.goto(sample('alfa').link);
      // Not a byte over the network: each came from the browser's cache, not revalidated.
      await expect.poll(async () => (await reads(paths)).length).toBe(paths.length);
      expect((await reads(paths)).filter(({ bytes }) => bytes > 0)).toEqual([]);
      await expectHydratedServersMain(page);
    } finally {
      await context.close();
    }
  });

  test('renders itself when the host changed its texts since the render', async ({
    page,
    errors,
  }) => {
    // The catalogue the browser gets is not the one the server rendered with (ADR 0059).
    await page.route(/\/locales\/it\.json$/, async (route) => {
      const answer = await route.fetch();
      const texts = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: texts, headers: { etag: '"changed"' } });
    });
    await markServersMain(page);
    await page.goto(sample('alfa').link);
    await expect.poll(() => page.locator('main[data-sent="server"]').count()).toBe(0);
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    const card = page.getByRole('region', { name: 'Pagamento', exact: true }).first();
    await expect.poll(() => card.getByText('Importo da pagare').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('hides a logo that failed before the page hydrated', async ({ page, errors }) => {
    // The supplier's image host answers 404 for the service logo, before any script has run.
    await page.route(/servizio-luce\.svg$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(sample('alfa').link);
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    // Spec §4 "Logos and images are hidden on load error": hidden in its box (decision 176).
    await expect.poll(() => page.getByRole('img', { name: 'Logo del servizio' }).count()).toBe(0);
    await expect.poll(() => page.locator('img[data-failed]').count()).toBe(1);
    // The browser's own line about the 404 is the only console error.
    expect(errors.every((error) => error.includes('404'))).toBe(true);
    errors.length = 0;
  });

  test('keeps the page still when a logo fails after the first paint', async ({ page, errors }) => {
    // The image host answers only once the bill has hydrated, as a slow one would: the logo's
    // box while it loaded and after it failed must be the same, and its neighbours' too
    // (decision 606: a text alternative drawn in its place moved them, CLS 0.072 on bi3-beta).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((done) => (answer = done));
    await page.route(/servizio-luce\.svg$/, async (route) => {
      await answered;
      await route.fulfill({ status: 404, body: '' });
    });
    // Not until `load`, which waits for the logo.
    await page.goto(sample('alfa').link, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    const boxes = () =>
      page.locator('img[src$="servizio-luce.svg"]').evaluate((image) =>
        [image, ...(image.parentElement?.children ?? [])].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        }),
      );
    const before = await boxes();
    answer();
    await expect.poll(() => page.locator('img[data-failed]').count()).toBe(1);
    expect(await boxes()).toEqual(before);
    expect(errors.every((error) => error.includes('404'))).toBe(true);
    errors.length = 0;
  });

  test('gives a desktop browser in a phone-wide window the mobile template', async ({
    browser,
  }) => {
    const bill = sample('beta');
    // A desktop's agent: the server renders the desktop template, the page its own over it.
    const context = await offlineContext(browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(bill.link);
      const shown = page.locator('[data-template][data-device="mobile"][aria-busy="false"]');
      await shown.waitFor();
      const expected = selectTemplate({
        documentTemplate: bundleOf(bill).document.template_name ?? bundleOf(bill).template,
        host: hostOf(bill),
        device: 'mobile',
        built: builtTemplates,
      }).name;
      await expect.poll(() => shown.getAttribute('data-template')).toBe(expected);
      await expect.poll(() => page.locator('[data-template]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe('a link that opens no bill', () => {
    const cases = [
      {
        name: 'a forged link',
        link: errorLinks.forged,
        heading: 'Bolletta non trovata',
        status: 404,
      },
      {
        name: 'an expired link',
        link: errorLinks.expired,
        heading: 'Il link non è più valido',
        status: 410,
      },
    ];
    test.for(cases)(
      '$name gets the page as before, then its error page',
      async (item, { page, errors }) => {
        const response = await page.goto(item.link);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('no-cache');
        // Nothing rendered on the server, no state: the page's own load finds the failure.
        expect(await response?.text()).toContain('<div id="root"></div>');
        await page.getByRole('heading', { level: 1, name: item.heading }).waitFor();
        expect(errors.filter((error) => !error.includes(`status of ${item.status}`))).toEqual([]);
      },
    );
  });

  test('sends nothing of a bill without its link', async () => {
    const { origin } = sample('alfa');
    for (const path of ['/bollettainterattiva', '/bollettainterattiva?error=410', '/']) {
      const { status, body } = await get(`${origin}${path}`);
      expect(status).toBe(200);
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('quadro-state');
    }
  });
});
