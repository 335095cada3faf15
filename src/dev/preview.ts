import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { fileSource } from '../engine/load/fsSource.ts';

/**
 * `npm start`: serves the built portal and prints a link per template. Until the reference API
 * server arrives, this is the whole product on one machine; it is replaced, not grown.
 *
 * PORT (default 4173) and HOST (default 127.0.0.1; 0.0.0.0 to reach it from another device)
 * choose where it listens.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = path.join(root, 'dist');
const port = Number(process.env['PORT'] ?? 4173);
const host = process.env['HOST'] ?? '127.0.0.1';

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`${outDir}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}

// configFile: false: only the built files are served, the app's build plugins stay out.
// strictPort, so the printed links are the real ones (or the start fails and says why).
const server = await preview({
  root,
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { host, port, strictPort: true, open: false },
}).catch((error: unknown) => {
  console.error(`${String(error)}. Set PORT to another port, e.g. PORT=4180 npm start.`);
  process.exit(1);
});

const base = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
const names = await fileSource(path.join(root, 'templates')).templateNames();
console.log(`\nquadro is running at ${base}\n`);
console.log('Templates with the sample bill:');
for (const name of names) console.log(`  ${base}preview/${name}`);
for (const url of server.resolvedUrls?.network ?? []) console.log(`\nOn your network: ${url}`);
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  void server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
