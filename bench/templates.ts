/**
 * `npm run bench -- templates` (ADR 0035, decision 319): what serving templates at run time
 * costs against the build-time chunks of ADR 0001. Per template of the default host, the bytes
 * of the server's answer (`GET /api/templates/<name>`) beside those of the chunk the build made
 * (the same data as `export default …`, minified), raw and gzip; then how long the server's
 * store takes to check every host's templates at start, and one answer and its 304 through the
 * whole fastify pipeline. Printed, never asserted.
 */
import { transformSync } from 'esbuild';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openRuntime } from '../server/runtime.ts';
import { createTemplateStore } from '../server/templates/store.ts';
import { catalogue } from '../widgets/catalogue.gen.ts';

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

export async function benchTemplates(): Promise<void> {
  const config = readConfig({});
  const runtime = await openRuntime({
    ...config,
    dataDir: 'memory://',
    databaseUrl: undefined,
    linkKeys: undefined,
  });
  try {
    const quiet = { info: () => undefined, warn: () => undefined };
    const options = { db: runtime.db, templatesDir: config.templatesDir, catalogue, log: quiet };
    const started = performance.now();
    const store = await createTemplateStore(runtime.hosts.all, options);
    const loadMs = performance.now() - started;
    const host = runtime.hosts.lookup(undefined) ?? runtime.hosts.all[0];
    if (!host) throw new Error('no host');
    const names = store.names(host);
    console.log(`Templates served at run time (ADR 0035), host ${host.name}`);
    console.log(
      `  ${'template'.padEnd(18)}${'answer KB'.padStart(10)}${'gzip'.padStart(8)}${'old chunk KB'.padStart(14)}${'gzip'.padStart(8)}`,
    );
    let answers = 0;
    let chunks = 0;
    for (const name of names) {
      const body = store.template(host, name)?.body ?? '';
      const chunk = transformSync(`export default ${body};`, { minify: true, format: 'esm' }).code;
      answers += gzip(body);
      chunks += gzip(chunk);
      console.log(
        `  ${name.padEnd(18)}${kb(body.length)}  ${kb(gzip(body))}${kb(chunk.length)}      ${kb(gzip(chunk))}`,
      );
    }
    console.log(
      `  all, gzip: answers ${(answers / 1000).toFixed(1)} KB, old chunks ${(chunks / 1000).toFixed(1)} KB (ratio ${(answers / chunks).toFixed(3)})`,
    );
    console.log(
      `  the store checks ${runtime.hosts.all.length} hosts × their templates at start in ${loadMs.toFixed(0)} ms (a restart or a watched change)`,
    );

    const app = await buildApp({ ...runtime, templates: store, sandboxes: true });
    try {
      const ask = async (etag?: string) => {
        const t = performance.now();
        const answer = await app.inject({
          method: 'GET',
          url: '/api/templates/bi3',
          headers: { host: host.name, ...(etag ? { 'if-none-match': etag } : {}) },
        });
        return { ms: performance.now() - t, answer };
      };
      await ask();
      const samples = 200;
      const full: number[] = [];
      const revalidated: number[] = [];
      let etag = '';
      for (let i = 0; i < samples; i++) {
        const first = await ask();
        etag = String(first.answer.headers['etag']);
        full.push(first.ms);
        revalidated.push((await ask(etag)).ms);
      }
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? 0;
      console.log(
        `  GET /api/templates/bi3 in-process: 200 median ${median(full).toFixed(3)} ms, 304 median ${median(revalidated).toFixed(3)} ms (${samples} each)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await runtime.db.close();
  }
}
