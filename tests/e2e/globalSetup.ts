import { existsSync } from 'node:fs';
import path from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The static server of `dist/`, with a trailing slash. */
    baseURL: string;
  }
}

/**
 * Serves the built portal once for the whole run. Vite's own preview server is what
 * `npm start` uses too, so the tests see the same files and the same SPA fallback.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = project.config.root;
  const outDir = path.join(root, 'dist');
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(
      `The end-to-end tests run against the built portal, and ${outDir}/index.html is missing. ` +
        'Run `npm run build` first (`npm test` builds before it runs them).',
    );
  }
  // configFile: false keeps the app's build plugins out: only the static files are served.
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('The preview server did not report its address.');
  project.provide('baseURL', url);
  return () => server.close();
}
