import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from './harness.ts';

/**
 * Issue 19: docs/adding-a-supplier.md followed literally. Its file blocks (```json
 * file=hosts/…) are written into a copy of hosts/, its check command is run on them, and the
 * server (`quadro serve`, with the suite's dist/ and no rebuild) shows the variant's bill in
 * Chromium on the alias the document gives. Then a broken edit: check refuses it with its
 * position, the restarted server logs it and still shows the previous variant.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(path.join(root, 'docs', 'adding-a-supplier.md'), 'utf8');
const files = [...doc.matchAll(/```\w+ file=(\S+)\n([\s\S]*?)```/g)].map(([, file, text]) => ({
  file: file ?? '',
  text: text ?? '',
}));
const checkArgs = /^npm run quadro -- (check .+)$/m.exec(doc)?.[1]?.split(' ') ?? [];
const alias = /"aliases": \["([^"]+)"\]/.exec(doc)?.[1] ?? '';
const folder = mkdtempSync(path.join(tmpdir(), 'quadro-adding-'));
const ports = [4712, 4713];
// tsx by its file, as `npm run quadro` would find it from the repository, whatever the cwd.
const tsx = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** `npm run quadro -- <args>` in the copy, as the document runs it from the repository. */
function quadro(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', tsx, path.join(root, 'server', 'cli', 'main.ts'), ...args],
    { cwd: folder, encoding: 'utf8', env: { ...process.env, QUADRO_HOSTS_DIR: 'hosts' } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface Server {
  process: ChildProcess;
  output: () => string;
  /** The printed link of the first bill on the variant's host. */
  link: string;
}

/** `quadro serve` on the copy of hosts/, its database in the copy too (kept over restarts). */
async function serve(port: number): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', tsx, path.join(root, 'server', 'cli', 'main.ts'), 'serve'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        QUADRO_HOSTS_DIR: path.join(folder, 'hosts'),
        QUADRO_DATA_DIR: path.join(folder, 'pglite'),
        LOG_LEVEL: 'info',
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    const seen = () => {
      if (output.includes('Press Ctrl-C to stop.')) resolve();
    };
    child.stdout.on('data', seen);
    child.on('exit', (code) => {
      reject(new Error(`quadro serve stopped (${String(code)}):\n${output}`));
    });
  });
  const link = new RegExp(
    `http://${alias.replace(/\./g, '\\.')}:${port}/bollettainterattiva\\?id=\\S+`,
  ).exec(output)?.[0];
  if (link === undefined) throw new Error(`no link on ${alias} in the banner:\n${output}`);
  return { process: child, output: () => output, link };
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

describe('docs/adding-a-supplier.md, followed literally', () => {
  let browser: Browser;
  let server: Server | undefined;
  beforeAll(async () => {
    cpSync(path.join(root, 'hosts'), path.join(folder, 'hosts'), { recursive: true });
    cpSync(path.join(root, 'templates'), path.join(folder, 'templates'), { recursive: true });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', `--host-resolver-rules=MAP ${alias} 127.0.0.1`],
    });
  });
  afterAll(async () => {
    await stop(server);
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /**
   * The variant's bill as a customer sees it: its title, its welcome line, its colour, its logo
   * in the page's header and no cookie banner (issue 30).
   */
  async function openVariant(link: string) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(link);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('La tua bolletta ACME');
    const welcome = page.getByText('Benvenuto in ACME Energia: ecco la tua bolletta.');
    await expect.poll(() => welcome.isVisible()).toBe(true);
    const pay = page.getByRole('button', { name: 'Paga con carta' });
    const colour = await pay.evaluate((button) => getComputedStyle(button).backgroundColor);
    // Its logo heads the page: the header names ACME, and the image is the guide's own file.
    const header = page.getByRole('banner');
    await header.getByText('ACME Energia', { exact: true }).waitFor({ state: 'attached' });
    const logo = header.locator('img');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Read by the page (same origin): the alias resolves in the browser only.
    const file = await logo.evaluate(async (img: HTMLImageElement) =>
      (await fetch(img.src)).text(),
    );
    expect(file).toContain('>ACME</text>');
    // An overlay of template 3 is template 3: no cookie banner (spec §2, decision 475), once
    // the page has fetched all it will.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByRole('region', { name: 'Questo sito usa i cookie' }).count())
      .toBe(0);
    await page.close();
    return { colour };
  }

  it('serves the variant the document builds, and keeps it over a broken edit', async () => {
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^hosts\/[^/]+\/hostsettings\.json$/),
        expect.stringMatching(/^hosts\/[^/]+\/server\.json$/),
        expect.stringMatching(/^hosts\/[^/]+\/templates\/[^/]+\.json$/),
        expect.stringMatching(/^hosts\/[^/]+\/locales\/it\.json$/),
      ]),
    );
    const json = files.filter((f) => f.file.endsWith('.json'));
    const lines = json.reduce((sum, f) => sum + f.text.trim().split('\n').length, 0);
    expect(lines).toBeLessThanOrEqual(45);
    for (const { file, text } of files) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }

    const clean = quadro(checkArgs);
    expect(clean.output).not.toMatch(/:\d+:\d+ /);
    expect(clean.status).toBe(0);

    server = await serve(ports[0] ?? 0);
    expect((await openVariant(server.link)).colour).toBe('rgb(180, 0, 90)');

    // A broken edit: a misspelt widget in the variant's template.
    const template = files.find((f) => /\/templates\/[^/]+\.json$/.test(f.file));
    if (!template) throw new Error('the document writes no template');
    const broken = template.text.replace('"widget": "Text"', '"widget": "Txet"');
    expect(broken).not.toBe(template.text);
    writeFileSync(path.join(folder, template.file), broken);
    const refused = quadro(checkArgs);
    expect(refused.status).not.toBe(0);
    const position = new RegExp(`${path.basename(template.file).replace('.', '\\.')}:\\d+:\\d+ `);
    expect(refused.output).toMatch(position);

    // Restarted without a rebuild: the log says why, and the last good variant still shows.
    await stop(server);
    server = await serve(ports[1] ?? 0);
    expect(server.output()).toMatch(position);
    expect(server.output()).toMatch(/serving its last good version/);
    expect((await openVariant(server.link)).colour).toBe('rgb(180, 0, 90)');
  }, 300_000);
});
