import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { hostTemplateSources } from './server/hosts/hostTemplates.ts';
import { quadroValidators } from './src/api/build/vitePlugin.ts';
import { quadroTemplates } from './src/engine/tools/index.ts';
import { catalogue } from './widgets/catalogue.gen.ts';

// Storybook shows each host's bill as the server does: a host's own templates over the shared
// ones (server/hosts/hostTemplates.ts, decision 566). The page itself never imports them.
const templates = quadroTemplates({
  catalogue,
  hosts: () => hostTemplateSources('hosts', 'templates'),
  watch: ['hosts'],
});

export default defineConfig({
  plugins: [react(), templates, quadroValidators(), precompressed()],
  // The manifest is how `npm run bench -- bundle` finds the bill route's chunks (bench/bundle.ts).
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // index.html keeps its modulepreload links (the entry's chunks, fetched with the page). A
    // dynamic import adds none: Vite's helper appended a <link rel=modulepreload> per chunk
    // the import needs, 35 on a bill, ~70 ms of a phone's main thread while the page hydrates,
    // for chunks the import itself fetches a moment later (issue 31, decision 607).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  // The server render (dist-ssr/, ADR 0019) bundles styled-components: Node's own import of its
  // CommonJS build hands over the module object as the default export, not \`styled\`.
  ssr: { noExternal: ['styled-components'] },
});

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip level 9) beside each built
 * text file, which the reference server sends to browsers that accept them
 * (server/http/static.ts, `preCompressed`): compressing once at build time costs the server
 * nothing per request. Lighthouse's mobile run spent seconds on the uncompressed scripts.
 */
function precompressed(): Plugin {
  return {
    name: 'quadro:precompressed',
    // The server render's bundle (dist-ssr/, ADR 0019) is read from disk, never sent.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      for (const file of files) {
        const bytes = await readFile(path.join(dir, file));
        if (bytes.length < 1024) continue; // headers would outweigh the saving
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        await writeFile(path.join(dir, `${file}.br`), brotli);
        await writeFile(path.join(dir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
