import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/**
 * Issue 17: every address a customer can reach shows something meaningful. Each route of the
 * table (src/app/routes.tsx, spec §2) is opened directly, as a deep link and after a reload;
 * without a login the customer area goes to the identity provider's login page (spec §6, issue
 * 18), registration and bill links show their pages, anything else is not found.
 */
const bills = inject('bills');
const errorLinks = inject('errorLinks');
const sample = (id: string) => {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return { ...bill, crypto: new URL(bill.link).searchParams.get('id') ?? '' };
};
const alfa = sample('alfa-2026-0001');
const beta = sample('beta-2026-0001');

/** The identity provider's login page (server/identity, issue 18). */
const providerLogin = "Accedi all'area clienti";
const notFound = 'Pagina non trovata';
const failed = 'La pagina non si è caricata';

/** What Chromium itself reports: 4xx answers and requests the test refused. */
const apart = (errors: string[]) =>
  errors.filter((error) => !/status of 40[14]|status of 410|net::ERR_FAILED/.test(error));

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

/** One `main`; the header and footer landmarks, where the page has them, outside it. */
async function expectLandmarks(page: Page) {
  await expect.poll(() => page.locator('main').count()).toBe(1);
  const main = page.locator('main');
  await expect.poll(() => main.getByRole('banner').count()).toBe(0);
  await expect.poll(() => main.getByRole('contentinfo').count()).toBe(0);
}

describe.each(deviceNames)('on a %s', (device) => {
  test.override({ device });

  test('every route of the table shows its page or the guard’s answer', async ({
    page,
    errors,
  }) => {
    const toProvider = ['/', '/home', '/invoices', '/contracts', '/modif_data_user', '/user_form']
      .concat('/contacts', '/self', '/messages', '/servizi')
      .concat(`/bollettainterattiva?documentId=${alfa.id}`);
    for (const path of toProvider) {
      await page.goto(`${alfa.origin}${path}`);
      await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
      await heading(page, providerLogin);
    }
    const answers: [string, string][] = [
      ['/register', 'Registrati'],
      ['/preview', 'Modelli'],
      ['/no/such/page', notFound],
      ['/qualcosa', notFound],
      [`/bollettainterattiva`, 'Bolletta non trovata'],
    ];
    for (const [path, name] of answers) {
      await page.goto(`${alfa.origin}${path}`);
      await heading(page, name);
      await expectLandmarks(page);
    }
    // A deep link survives a reload.
    await page.reload();
    await heading(page, 'Bolletta non trovata');
    expect(await axeViolations(page)).toEqual([]);
    expect(apart(errors)).toEqual([]);
  });

  test('a host that declares no multi-module page has no /servizi', async ({ page, errors }) => {
    // The server sends the page for any unknown address; an unknown API path stays a 404.
    const unknownPage = await page.request.get(`${beta.origin}/no/such/page`);
    expect(unknownPage.status()).toBe(200);
    expect(unknownPage.headers()['content-type']).toContain('text/html');
    expect((await page.request.get(`${beta.origin}/api/no/such/call`)).status()).toBe(404);
    await page.goto(`${beta.origin}/servizi`);
    await heading(page, notFound);
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `routes-not-found-${device}`);
    await page.goto(`${beta.origin}/register`);
    await heading(page, 'Registrati');
    // The form's chunk and sections load after the heading: axe looks at the form itself.
    await page.getByRole('button', { name: 'Continua' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `routes-register-${device}`);
    expect(apart(errors)).toEqual([]);
  });

  test('the bill and outcome links open, also after a reload', async ({ page, errors }) => {
    await openBill(page, alfa.link);
    await page.reload();
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    await expectLandmarks(page);
    await page.goto(`${alfa.origin}/nexiAnnullo?id=${alfa.crypto}&annullo=1`);
    await heading(page, 'Pagamento annullato');
    await page.reload();
    await heading(page, 'Pagamento annullato');
    await page.goto(`${beta.origin}/worldlineAnnullo?id=${beta.crypto}&annullo=1`);
    await heading(page, 'Pagamento annullato');
    expect(apart(errors)).toEqual([]);
  });
});

describe('a link that opens no bill', () => {
  test.for([
    {
      name: 'a tampered link',
      link: errorLinks.forged,
      title: 'Bolletta non trovata',
      status: 404,
    },
    {
      name: 'an expired link',
      link: errorLinks.expired,
      title: 'Il link non è più valido',
      status: 410,
    },
  ])(
    '$name: the error page, its status in the query across a reload',
    async (item, { page, errors }) => {
      const access: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/public/access')) access.push(request.url());
      });
      await page.goto(item.link);
      await heading(page, item.title);
      await page.waitForURL((url) => url.searchParams.get('error') === String(item.status));
      await page.reload();
      await heading(page, item.title);
      // The reload shows the error from the query, without asking public access again.
      expect(access).toHaveLength(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(apart(errors)).toEqual([]);
    },
  );
});

describe('when the page cannot load', () => {
  test.override({ device: 'phone' });

  test('a chunk that fails shows the message, and the retry imports it again', async ({
    page,
    errors,
  }) => {
    // The pages around the bill are one chunk (src/app/pages/index.ts), which a bill's page
    // has not asked for: the customer then follows a link to an unknown address.
    const pages = '**/assets/pages-*.js';
    await openBill(page, alfa.link);
    await page.route(pages, (route) => route.abort());
    await page.evaluate(() => {
      history.pushState(null, '', '/qualcosa');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await heading(page, failed);
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, 'routes-chunk-failed-phone');
    await page.unroute(pages);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await heading(page, notFound);
    const chunkErrors = /dynamically imported|ChunkLoadError/;
    expect(apart(errors).filter((error) => !chunkErrors.test(error))).toEqual([]);
  });

  test('a server that fails shows the general error, not "not found", and retries', async ({
    page,
    errors,
  }) => {
    await page.route('**/api/public/access*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${alfa.origin}/nexiAnnullo?id=${alfa.crypto}&annullo=1`);
    await heading(page, failed);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/public/access*');
    await page.getByRole('button', { name: 'Riprova' }).click();
    await heading(page, 'Pagamento annullato');
    expect(new URL(page.url()).searchParams.get('error')).toBeNull();
    const logged = errors.filter((error) => error.includes('[quadro] a call of the page failed'));
    expect(logged).toHaveLength(1);
  });
});
