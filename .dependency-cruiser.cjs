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
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds pure bill rules: no React, no state, no engine.',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(engine|state|app)/|node_modules/react)' },
    },
    {
      name: 'widget-folders-are-leaves',
      severity: 'error',
      comment:
        'A widget folder imports only itself, never a sibling: what two widgets share lives in src/ui or src/domain (decision 147). Stories and tests may set a sibling beside it (decision 148).',
      from: { path: '^widgets/([^/]+)/', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: '^widgets/', pathNot: '^widgets/$1/' },
    },
    {
      name: 'widgets-use-public-modules',
      severity: 'error',
      comment:
        'Widgets build on the UI kit, the domain, the engine widget API, state, API client, payments and i18n; never on the app shell or engine internals (decision 147).',
      from: { path: '^widgets/[^/]+/' },
      to: {
        path: '^src/',
        pathNot: '^src/((ui|domain|state|api|payments|i18n)/|engine/(render/)?index\\.ts$)',
      },
    },
    {
      name: 'ui-and-domain-without-widgets',
      severity: 'error',
      comment: 'src/ui and src/domain sit below the widgets that use them (decision 147).',
      from: { path: '^src/(ui|domain)/' },
      to: { path: '^widgets/' },
    },
    {
      name: 'production-without-testing-helpers',
      severity: 'error',
      comment:
        'src/ui/testing holds story and test helpers; only stories, tests and other helpers import it (decision 145).',
      from: {
        path: '^(src|widgets|server|scripts|bench)/',
        pathNot: ['\\.(test|stories)\\.tsx?$', '\\.testing\\.ts$', '^src/ui/testing/'],
      },
      to: { path: '^src/ui/testing/' },
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
