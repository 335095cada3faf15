import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { SampleBill } from '../../server/sampleServer.ts';

/** What the e2e suites read of a sample bill's bundle (fixtures/). */
export interface Bundle {
  document: Record<string, unknown> & {
    holder_name?: string;
    document_number: string | number;
    template_name?: string;
  };
  modules?: Record<string, string[] | undefined>;
  template?: string;
}

export interface Host {
  supplier: string;
  templateName: string;
  templates?: Record<string, string>;
  bollettaInterattivaDesktopTemplateName?: string;
}

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

export const bundleOf = (bill: SampleBill) => readJson(`fixtures/${bill.id}.json`) as Bundle;

const hosts = readdirSync(new URL('../../hosts/', import.meta.url)).map(
  (name) => readJson(`hosts/${name}/hostsettings.json`) as Host,
);

export function hostOf(bill: SampleBill): Host {
  const host = hosts.find((candidate) => candidate.supplier === bill.supplier);
  if (!host) throw new Error(`no host serves ${bill.supplier}`);
  return host;
}

/** Every template the build compiles (templates/*.json). */
export const builtTemplates = readdirSync(new URL('../../templates/', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

/**
 * A template that only renames its parent (`bi5-desktop` is `bi5-mobile` under the name host
 * settings give desktops): nothing but `$schema`, `id`, `extends`, `title` and `description`.
 * The page it draws is its parent's, so the render matrix draws the parent once.
 */
export function isAlias(name: string): boolean {
  const template = readJson(`templates/${name}.json`) as Record<string, unknown>;
  const naming = new Set(['$schema', 'id', 'extends', 'title', 'description']);
  return 'extends' in template && Object.keys(template).every((key) => naming.has(key));
}

/** Opens a link and waits until the bill is resolved and on screen. */
export async function openBill(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.locator('[data-template][aria-busy="false"]').waitFor();
}

/** The engine events the page recorded (`window.__quadroEvents`). */
export async function engineEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => window.__quadroEvents ?? []);
}
