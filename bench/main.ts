/**
 * `npm run bench`: the engine's render budget (DESIGN "Budgets"); the bench itself is run.ts.
 *
 * Two things must be in place before any React code loads. NODE_ENV, because React and
 * styled-components choose their production builds from it when first imported. And Vite's
 * module runner with styled-components inlined: Node alone would load its CommonJS build and
 * hand `import styled from 'styled-components'` the exports object instead of `styled`, where
 * Vite takes its ES module build, as the app's build does. The transform is paid once, at
 * load; the timed code is the code the app runs.
 *
 * Then the API under load (api.ts), the bill route's JavaScript against its budget (bundle.ts)
 * the load and fault check of issue 12 (load.ts, crash.ts), hostile bodies against every route
 * that reads one (hostile.ts, issue 27) and Lighthouse's scores of every bill
 * template (lighthouse.ts), and what the templates served at run time cost (templates.ts, ADR
 * 0035), and `quadro import` of generated bills on both databases (import.ts, ADR 0044), and the outbox's
 * webhooks on both databases (outbox.ts, ADR 0049), the rendered bill page against the document
 * call (page.ts, ADR 0056), and one process against two behind HAProxy (scale.ts, ADR 0057).
 * `npm run bench -- <part>` runs only the parts named (engine, api, load, hostile, import,
 * outbox, bundle, templates, page, lighthouse, scale); `--quick` shortens engine, api, load, hostile and
 * import (`--bills=n` sets import's count); `bundle --check` is
 * `npm run budget`, the deterministic size check of `npm test` (decision 172).
 */
process.env.NODE_ENV ??= 'production';
const parts = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runs = (
  part:
    | 'engine'
    | 'api'
    | 'load'
    | 'hostile'
    | 'import'
    | 'outbox'
    | 'bundle'
    | 'templates'
    | 'lighthouse'
    | 'page'
    | 'scale',
) => parts.length === 0 || parts.includes(part);

if (runs('engine')) {
  const { createServer } = await import('vite');
  const { quadroValidators } = await import('../src/api/build/vitePlugin.ts');
  const server = await createServer({
    configFile: false,
    // The payment card reaches the API client, whose answer validators are a build-time module.
    plugins: [quadroValidators()],
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true },
    ssr: { noExternal: ['styled-components'] },
  });
  try {
    await server.ssrLoadModule('/bench/run.ts');
  } finally {
    await server.close();
  }
}
if (runs('api')) {
  if (runs('engine')) console.log('');
  const { benchApi } = await import('./api.ts');
  await benchApi({ quick: process.argv.includes('--quick') });
}
if (runs('load')) {
  if (runs('engine') || runs('api')) console.log('');
  const { benchLoad } = await import('./load.ts');
  await benchLoad({ quick: process.argv.includes('--quick') });
}
if (runs('hostile')) {
  if (runs('engine') || runs('api') || runs('load')) console.log('');
  const { benchHostile } = await import('./hostile.ts');
  await benchHostile({ quick: process.argv.includes('--quick') });
}
if (runs('import')) {
  if (parts.length !== 1) console.log('');
  const { benchImport } = await import('./import.ts');
  const bills = process.argv.find((arg) => arg.startsWith('--bills='))?.slice('--bills='.length);
  await benchImport({
    quick: process.argv.includes('--quick'),
    ...(bills === undefined ? {} : { bills: Number(bills) }),
  });
}
if (runs('outbox')) {
  if (parts.length !== 1) console.log('');
  const { benchOutbox } = await import('./outbox.ts');
  await benchOutbox({ quick: process.argv.includes('--quick') });
}
if (runs('bundle')) {
  if (runs('engine') || runs('api') || runs('load') || runs('hostile')) console.log('');
  const { benchBundle, budgetCheck } = await import('./bundle.ts');
  if (process.argv.includes('--check')) budgetCheck();
  else await benchBundle();
}
if (runs('templates')) {
  if (parts.length !== 1) console.log('');
  const { benchTemplates } = await import('./templates.ts');
  await benchTemplates();
}
if (runs('page')) {
  if (parts.length !== 1) console.log('');
  const { benchPage } = await import('./page.ts');
  await benchPage({ quick: process.argv.includes('--quick') });
}
if (runs('lighthouse')) {
  if (parts.length !== 1) console.log('');
  const { benchLighthouse } = await import('./lighthouse.ts');
  await benchLighthouse();
}
// Issue 31: the page and the document call through HAProxy, one process against two (scale.ts).
if (runs('scale')) {
  if (parts.length !== 1) console.log('');
  const { benchScale } = await import('./scale.ts');
  await benchScale({ quick: process.argv.includes('--quick') });
}
