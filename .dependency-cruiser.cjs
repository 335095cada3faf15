/**
 * Architecture rules checked by `npm run lint` (dependency-cruiser). ESLint's import plugins
 * need a native resolver whose platform builds the registry mirror lacks, which breaks
 * `npm ci`; dependency-cruiser is plain JavaScript.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make modules load in surprising orders; STYLE.md forbids them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-core-without-react',
      severity: 'error',
      comment: 'Only src/engine/render knows React: load, validate and resolve run in Node too.',
      from: { path: '^src/engine/(?!render/)', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: 'node_modules/(react|react-dom|styled-components|react-i18next)/' },
    },
    {
      name: 'expr-without-resolve',
      severity: 'error',
      comment:
        'resolve/ evaluates expressions, so expr/ sits below it; what both need (the context) lives beside the model.',
      from: { path: '^src/engine/expr/' },
      to: { path: '^src/engine/resolve/' },
    },
    {
      name: 'validate-without-load',
      severity: 'error',
      comment:
        'load/ runs validate/ on what it composed, so validate/ sits below it; JSON pointers live in src/engine/pointer.ts.',
      from: { path: '^src/engine/validate/' },
      to: { path: '^src/engine/load/' },
    },
    {
      name: 'api-without-state-or-app',
      severity: 'error',
      comment:
        'src/api is the data boundary: the app builds its client with the session (src/app/pageApi.tsx) and hands it down, so src/api never reads a store or the app.',
      from: { path: '^src/api/' },
      to: { path: '^src/(state|app)/' },
    },
    {
      name: 'diagnostics-is-a-leaf',
      severity: 'error',
      comment:
        'src/diagnostics (events, the message catalogue, the page log) serves the engine, the API client and the app, so it imports none of them, nor React.',
      from: { path: '^src/diagnostics/' },
      to: {
        path: '^(src/(?!diagnostics/)|widgets/|server/)|node_modules/(react|react-dom|styled-components|react-i18next)/',
      },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds pure bill rules: no React, no state, no engine.',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(engine|state|app)/|node_modules/react)' },
    },
    {
      name: 'page-without-server',
      severity: 'error',
      comment: 'The page never imports the reference API: they meet only over HTTP and schemas/.',
      from: { path: '^(src|widgets)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-without-page',
      severity: 'error',
      comment:
        'The server shares only the pure rules of src/domain (and the check CLI) with the page.',
      from: { path: '^server/' },
      to: {
        path: '^(src/(?!domain/|engine/cli/|engine/load/|engine/validate/|engine/expr/|engine/messages|engine/problems|engine/model|engine/events|engine/walk|engine/index)|widgets/)',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|storybook-static)/' },
  },
};
