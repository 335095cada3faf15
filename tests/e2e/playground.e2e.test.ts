// Issue 19's playground (ADR 0037) in Chromium: pick host, template and sample bill, break the
// template and read the check's message at its place, fix it and see both frames change, then
// open a hidden place's marker and read which expression hid it, with which values.
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { buildApp } from '../../server/app.ts';
import { importBundle, readBundle } from '../../server/bundles.ts';
import { readConfig } from '../../server/config.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { axeOn, describe, expect, saveScreenshot, test } from './harness.ts';

// The run's sample server has the playground off, as `npm start` has by default: this file
// starts one with it asked for by name (`playground: true`, as `serve --playground`), on the
// same built portal.
let server: { app: FastifyInstance; runtime: Runtime; origin: string } | undefined;

async function startPlayground(): Promise<NonNullable<typeof server>> {
  const config = readConfig({});
  const runtime = await openRuntime({ ...config, dataDir: 'memory://', databaseUrl: undefined });
  for (const file of readdirSync(config.fixturesDir).filter((f) => f.endsWith('.json'))) {
    const bundle = readBundle(path.join(config.fixturesDir, file));
    await importBundle(runtime.db, bundle, config.fixturesDir, runtime.blobs);
  }
  const app = await buildApp({
    ...runtime,
    distDir: config.distDir,
    sandboxes: true,
    env: {},
    playground: true,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // Alfa's alias: each host's playground shows its own supplier's sample bills (issue 27).
  return { app, runtime, origin: `http://localhost:${new URL(address).port}` };
}

async function openPlayground(context: BrowserContext, origin: string): Promise<Page> {
  // Offline, as every e2e page: other origins are refused, images get a stand-in.
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          })
        : route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  await page.goto(`${origin}/playground`);
  return page;
}

const frame = (page: Page, device: 'phone' | 'desktop'): FrameLocator =>
  page.frameLocator(`iframe[data-device-frame="${device}"]`);

/** Types at the end of a line of the editor, as a configurator would. */
async function typeAtEndOfLine(page: Page, line: number, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

describe('the playground', () => {
  test('breaks, fixes and explains a template in both frames', async ({ browser }) => {
    server = await startPlayground();
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const errors: string[] = [];
    try {
      const page = await openPlayground(context, server.origin);
      page.on('pageerror', (error) => errors.push(error.message));
      await page.getByRole('heading', { name: 'Playground dei template' }).waitFor();
      await page.getByLabel('Host').selectOption('bolletta.alfa-energia.test');
      await page.getByLabel('Template', { exact: true }).selectOption('bi3');
      await page.getByLabel('Bolletta di esempio').selectOption('alfa-2026-0001');

      // The bill in its real layout on each device: the phone's 390 px is a mobile page.
      const phone = frame(page, 'phone');
      const desktop = frame(page, 'desktop');
      await phone.locator('[data-template="bi3"][data-device="mobile"]').waitFor();
      await desktop.locator('[data-template="bi3"][data-device="desktop"]').waitFor();
      const summaries = async () =>
        [
          await phone.getByText('Giulia Bianchi').count(),
          await desktop.getByText('Giulia Bianchi').count(),
        ].join(',');
      await expect.poll(summaries).toBe('1,1');

      // Line 8 is `"widget": "SummaryCard"` of riepilogo_doc: a misspelt key is refused with
      // its line and column, inline and in the list, and the frames keep the last good version.
      await typeAtEndOfLine(page, 8, ', "visibile": "x"');
      const problem = page.getByRole('button', { name: /^bi3\.json:8:\d+ / });
      await problem.waitFor();
      await expect.poll(() => problem.textContent()).toMatch(/visibile|additional/);
      await page.locator('.cm-lintRange-error').first().waitFor();
      await expect.poll(summaries).toBe('1,1');
      await saveScreenshot(page, 'playground-error', { fullPage: false });

      // Fixed into a real `visible`: the summary goes from both frames, a marker in its place.
      for (let i = 0; i < ', "visibile": "x"'.length; i++) await page.keyboard.press('Backspace');
      await page.keyboard.type(
        `, "visible": "$flag('bolletta_interattiva_bottone_apri_sintesi_importi')"`,
      );
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Nessun problema/);
      await expect.poll(summaries).toBe('0,0');

      const marker = phone.locator('[data-hidden-marker="/modules/riepilogo_doc"]');
      const toggle = marker.getByRole('button', { name: 'Nascosto: riepilogo_doc: SummaryCard' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const why = marker.getByRole('region');
      await expect
        .poll(() => why.textContent())
        .toContain(
          "Nascosto dall'espressione $flag('bolletta_interattiva_bottone_apri_sintesi_importi') in /modules/riepilogo_doc/visible",
        );
      await expect
        .poll(() => why.textContent())
        .toContain("$flag('bolletta_interattiva_bottone_apri_sintesi_importi') = false");
      await saveScreenshot(page, 'playground-why-hidden', { fullPage: false });

      // The playground's own page; the frames hold the bill page, which the template matrix
      // checks with axe, and two frames of one bill repeat its landmarks by design.
      const axe = await axeOn(page).exclude('iframe').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.afterAll(async () => {
    await server?.app.close();
    await server?.runtime.db.close();
  });
});
