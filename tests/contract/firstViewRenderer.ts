import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

/**
 * The page's real server renderer (src/ssr/entry.tsx) for contract tests, which run before
 * `npm run build`: Vite loads it with the app's own configuration (its plugins: the API's
 * answer validators, the templates), and a `dist-ssr/entry.js` beside a small portal hands the
 * server's loader (server/http/firstPaint.ts) to it, counting the renders.
 */
export interface Renderer {
  /** The portal folder to give the app as `distDir`. */
  distDir: string;
  /** Renders run so far. */
  renders(): number;
  close(): Promise<void>;
}

interface Loaded {
  renderFirstPaint: (input: unknown) => Promise<unknown>;
  firstViewKey: (input: unknown) => string;
  prepareFirstPaint: () => Promise<void>;
}

const scope = globalThis as { quadroRenderer?: Loaded & { count: number } };

/** The built index.html's places, as composePage needs them (src/ssr/page.ts). */
const page = `<!doctype html>
<html lang="it">
  <head>
    <title>quadro</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export async function startRenderer(): Promise<Renderer> {
  const repo = new URL('../..', import.meta.url).pathname;
  const vite: ViteDevServer = await createServer({
    configFile: path.join(repo, 'vite.config.ts'),
    root: repo,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true },
    // As the SSR build does: styled-components' ES module build, not its CommonJS one.
    ssr: { noExternal: ['styled-components'] },
  });
  const loaded = (await vite.ssrLoadModule('/src/ssr/entry.tsx')) as Loaded;
  await loaded.prepareFirstPaint();
  scope.quadroRenderer = { ...loaded, count: 0 };
  const root = mkdtempSync(path.join(tmpdir(), 'quadro-first-view-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(distDir, 'index.html'), page);
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry.js'),
    `const loaded = () => globalThis.quadroRenderer;
export function renderFirstPaint(input) {
  loaded().count += 1;
  return loaded().renderFirstPaint(input);
}
export function firstViewKey(input) {
  return loaded().firstViewKey(input);
}\n`,
  );
  return {
    distDir,
    renders: () => scope.quadroRenderer?.count ?? 0,
    async close() {
      delete scope.quadroRenderer;
      rmSync(root, { recursive: true, force: true });
      await vite.close();
    },
  };
}
