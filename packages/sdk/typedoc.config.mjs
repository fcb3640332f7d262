// API reference of @portal/sdk: `pnpm --filter @portal/sdk run docs` writes markdown to docs/sdk/,
// `docs:check` fails when the committed pages differ from what the source gives.
import { OptionDefaults } from 'typedoc';
import { SCREEN_ENTRIES } from './scripts/screen-entries.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions>} */
export default {
  entryPoints: [
    'src/index.ts',
    'src/helpers.ts',
    ...Object.keys(SCREEN_ENTRIES).map((entry) => `src/${entry}/index.ts`),
    'src/node.ts',
    'src/admin/index.ts',
    'src/testing/index.ts',
  ],
  tsconfig: 'tsconfig.json',
  // The type-check is its own step; the reference is written whatever it says.
  skipErrorChecking: true,
  plugin: ['typedoc-plugin-markdown', './scripts/typedoc-contract.mjs'],
  out: process.env.PORTAL_DOCS_OUT ?? '../../docs/sdk',
  name: '@portal/sdk',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  // Source links would name a commit and change on every commit.
  disableSources: true,
  hideGenerator: true,
  entryFileName: 'README',
  // One page per entry point (index, helpers, the screens' entries, node, admin, testing).
  outputFileStrategy: 'modules',
  // The generated contract types document their operations with @description.
  blockTags: [...OptionDefaults.blockTags, '@description', '@constant'],
  validation: { notExported: false, invalidLink: false, notDocumented: false },
};
