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
        'Widgets build on the UI kit, the domain, the engine widget API, state, API client, payments, calendar reminders and i18n; never on the app shell or engine internals (decision 147).',
      from: { path: '^widgets/[^/]+/' },
      to: {
        path: '^src/',
        pathNot:
          '^src/((ui|domain|state|api|payments|calendar|i18n)/|engine/(render/)?index\\.ts$)',
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
      name: 'page-without-whole-catalogue',
      severity: 'error',
      comment:
        'src/i18n/index.ts bundles the whole Italian catalogue for tests and stories; the page uses src/i18n/page.ts, whose entry carries only the texts shown before a host answers (decision 220).',
      from: {
        path: '^(src|widgets)/',
        pathNot: [
          '\\.(test|stories)\\.tsx?$',
          '\\.testing\\.ts$',
          '^src/ui/testing/',
          '^src/i18n/index\\.ts$',
        ],
      },
      to: { path: '^src/i18n/index\\.ts$' },
    },
    {
      name: 'calendar-below-widgets',
      severity: 'error',
      comment:
        'src/calendar (the .ics reminders of spec §9) serves widgets: it uses only src/domain, src/ui/saveFile.ts and ical-generator, never state, engine or widgets.',
      from: { path: '^src/calendar/' },
      to: { path: '^(src/(?!(calendar|domain)/|ui/saveFile\\.ts$)|widgets/)' },
    },
    {
      name: 'page-without-server',
      severity: 'error',
      comment: 'The page never imports the reference API: they meet only over HTTP and schemas/.',
      from: { path: '^(src|widgets)/' },
      to: { path: '^server/' },
    },
    {
      name: 'engine-without-widgets',
      severity: 'error',
      comment:
        'The engine knows no concrete widget: tools take the catalogue as a parameter and the page hands the registry in. Its tests and stories are composition roots and may.',
      from: { path: '^src/engine/', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: '^widgets/' },
    },
    {
      name: 'page-without-tools',
      severity: 'error',
      comment:
        'The build plugin and quadro check run in Node, never in the page: the app, the engine runtime and the widgets do not import them.',
      from: { path: '^(src/(?!engine/tools/)|widgets/)' },
      to: { path: '^src/engine/tools/' },
    },
    {
      name: 'catalogue-without-react',
      severity: 'error',
      comment:
        'The catalogue (meta.ts of each widget, catalogue.gen.ts) is read by the build, the check, the docs and the server: no React.',
      from: { path: '^widgets/(catalogue\\.gen|[^/]+/meta)\\.ts$' },
      to: {
        path: '(^src/engine/render/|^widgets/.*\\.tsx$|node_modules/(react|react-dom|styled-components|react-i18next)/)',
      },
    },
    {
      name: 'server-without-page',
      severity: 'error',
      comment:
        'The server shares with the page only the pure rules of src/domain; of the engine it uses its tools (src/engine/tools: check, load…), of the widgets only the React-free catalogue it hands those tools.',
      from: { path: '^server/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot:
          '(^(server/|schemas/|src/domain/|src/engine/tools/|widgets/catalogue\\.gen\\.ts$))|(^|/)node_modules/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|dist-ssr|storybook-static)/' },
  },
};
