// Architecture boundaries, checked in CI (scripts/test.sh, step "boundaries"; `pnpm boundaries`).
// The SDK's own rule about browser globals is not an import: biome's noRestrictedGlobals holds it (biome.json).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-other-feature',
      severity: 'error',
      comment:
        'A feature of the web app is a self-contained area: it may use the app frame (src/app), shared UI ' +
        '(src/ui) and shared code (src/lib), never another feature. What two features share moves out of both.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-sdk-values-outside-portal-module',
      severity: 'error',
      comment:
        'The web app reaches the SDK through one module (src/lib/portal.ts: the one portal instance and what ' +
        'the app takes from the SDK), its pure helpers through src/lib/portal-helpers.ts, and the push entry ' +
        'through src/lib/portal-push.ts (kept out of the chunk every page loads). Types may be imported ' +
        'anywhere (import type).',
      from: {
        path: '^apps/web/src/',
        // Tests build SDK states as fixtures (a reduced download state, a mocked answer): not app code.
        // The service worker (src/sw/) is a program of its own, bundled apart from the app.
        pathNot: [
          '^apps/web/src/lib/portal\\.ts$',
          '^apps/web/src/lib/portal-helpers\\.ts$',
          '^apps/web/src/lib/portal-push\\.ts$',
          '\\.test\\.tsx?$',
          '^apps/web/src/test/',
          '^apps/web/src/sw/',
        ],
      },
      to: { path: '^(packages/sdk/|@portal/sdk($|/))', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-portal-helpers-beyond-helpers',
      severity: 'error',
      comment:
        'src/lib/portal-helpers.ts is in first screens that must not load the SDK client: it takes values from ' +
        '@portal/sdk/helpers only (pure helpers, no portal), never from the main entry.',
      from: { path: '^apps/web/src/lib/portal-helpers\\.ts$' },
      to: {
        path: '^(packages/sdk/|@portal/sdk($|/))',
        pathNot: '^packages/sdk/src/helpers\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-shared-to-feature',
      severity: 'error',
      comment:
        'Shared UI (src/ui), shared code (src/lib) and settings (src/config) serve every feature and know none.',
      from: { path: '^apps/web/src/(ui|lib|config)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'server-to-web-source',
      severity: 'error',
      comment:
        'The server serves the web build (apps/web/dist), read as files at run time; it never imports web source.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'server-module-front-door',
      severity: 'error',
      comment:
        "A server module (src/modules/<name>) uses another one only through that module's front door, its " +
        'index.ts, which names what the module offers; its other files are its own. app.ts mounts each ' +
        "module's AppModule (module.ts). A pure helper two modules share moves below the modules (db, http, infra).",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/($1/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'server-layer-below-modules-to-module',
      severity: 'error',
      comment:
        'The layers below the modules (http, db, cache, infra, storage, sms, ops) serve every module and know ' +
        'none: what one needs from a module is handed in by app.ts (the auth hook gets the accounts sessions).',
      from: { path: '^apps/server/src/(http|db|cache|infra|storage|sms|ops)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-composition-beyond-front-doors',
      severity: 'error',
      comment:
        "The composition root (src/app.ts, main.ts, config.ts) mounts each module's AppModule (module.ts) and " +
        'takes what else it wires from front doors (index.ts): the accounts sessions, the console hooks.',
      from: { path: '^apps/server/src/[^/]+\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/module\\.ts$',
        ],
      },
    },
    {
      name: 'server-seed-beyond-front-doors',
      severity: 'error',
      comment:
        "The seed runs every module's seed through app.ts's module list, in its order, and uses a module " +
        'otherwise only through its front door (the accounts password hash).',
      from: { path: '^apps/server/src/seed/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-test-helpers-front-door',
      severity: 'error',
      comment:
        'A test file may open the module files it checks (the tests are one flat folder named by behaviour; ' +
        "a refund test signs the partner's callback with the wallet's signing as the partner does). The helpers " +
        'and fixtures every test shares (test/helpers, test/*-fixture(s).ts) use front doors only, so one ' +
        "module's internals never leak into the tests of all the others.",
      from: { path: '^apps/server/test/(helpers/|[^/]+-fixtures?\\.ts$)' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'admin-to-web-source',
      severity: 'error',
      comment:
        "The operators' console is an app of its own: it shares the SDK and the look with the web app, never its source.",
      from: { path: '^apps/admin/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-to-admin-entry',
      severity: 'error',
      comment:
        "The player's app never carries the operators' client (@portal/sdk/admin): it would ship in the player bundle.",
      from: { path: '^apps/web/' },
      to: { path: '^(packages/sdk/src/admin/|@portal/sdk/admin)' },
    },
    {
      name: 'admin-sdk-values-outside-admin-module',
      severity: 'error',
      comment:
        'The console reaches the SDK through one module (src/lib/admin.ts: the one admin client and what the ' +
        'console takes from @portal/sdk/admin). Types may be imported anywhere (import type).',
      from: { path: '^apps/admin/src/', pathNot: ['^apps/admin/src/lib/admin\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^(packages/sdk/|@portal/sdk($|/))', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sdk-to-apps',
      severity: 'error',
      comment:
        'The SDK is published on its own and serves every app: it knows none of them, nor the examples and the quality suite.',
      from: { path: '^packages/sdk/' },
      to: { path: '^(apps|examples|quality)/' },
    },
    {
      name: 'ui-to-apps-or-sdk',
      severity: 'error',
      comment:
        '@portal/ui is the look both apps share: it knows neither app (nor the examples and the quality suite) ' +
        'and not the SDK; what it shows comes in through props.',
      from: { path: '^packages/ui/' },
      to: { path: '^(apps/|examples/|quality/|packages/sdk/|@portal/sdk($|/))' },
    },
    {
      name: 'relative-import-of-other-package-source',
      severity: 'error',
      comment:
        "A package uses another one through its name and entries (package.json exports), not by a relative path into its src: that skips the other package's public surface.",
      from: { path: '^((?:apps|packages|examples)/[^/]+|quality|openapi)/' },
      to: {
        dependencyTypes: ['local'],
        path: '^((?:apps|packages|examples)/[^/]+|quality|openapi)/src/',
        pathNot: '^$1/',
        dependencyTypesNot: ['aliased'],
      },
    },
  ],
  options: {
    // Type-only imports are seen too (and marked 'type-only'), so that the rules can tell them apart.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|bench-results)/' },
    // A workspace package reached by its name resolves to its real folder, not to the node_modules link.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // @portal/sdk and its entries resolve to the SDK's source, so the rules hold whether it is built or not.
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
