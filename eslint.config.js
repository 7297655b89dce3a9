// Lint rules, including the import direction of ARCHITECTURE.md:
// common <- server; common <- src <- sw. src never imports server; common imports neither.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const serverImports = {
  group: ['@server/*', '**/server/*', '**/server/**'],
  message: 'The PWA must not import server code; share it through common/.',
};
const srcImports = { group: ['@/*', '**/src/*', '**/src/**'], message: 'This layer must not import PWA code.' };
const nodeImports = {
  group: ['node:*', 'fs', 'path', 'crypto', 'pg', 'kysely', 'fastify'],
  message: 'common/ is plain TypeScript with no I/O.',
};

// The server's layers, lowest first: lib, db, storage and context; access (the scope); modules; plugins
// and the app. A layer imports only those below it (docs/architecture.md, 'Layers').
const layerMessage = (what) =>
  `${what} (docs/architecture.md, 'Layers'): move what both need down, to lib/ or access/.`;
const accessLayer = {
  group: ['**/access/*', '@server/access/*'],
  message: layerMessage('lib, db, storage and context sit below the access scope'),
};
const serverModules = {
  group: ['**/modules/*', '**/modules/**', '@server/modules/**'],
  message: layerMessage('This layer sits below the modules'),
};
const serverPlugins = {
  group: ['**/plugins/*', '@server/plugins/*'],
  message: layerMessage('This layer sits below the plugins'),
};

// The answer schemas of common/contract are zod: the PWA takes their types only, so zod stays out
// of its bundles (P3). The OpenAPI-facing request schemas it validates with live elsewhere in common/.
const contractValues = {
  group: ['@common/contract/*', '@common/contract/**'],
  allowTypeImports: true,
  message: 'The PWA imports types only from common/contract (zod stays out of the bundle).',
};

// Features are leaves (docs/product.md, 'Code layout'): a file in src/features/<a>/ imports nothing of
// src/features/<b>/, not even its index.ts. What several features share lives in src/components,
// src/lib, src/session or src/offline; the routes (src/routes) compose features and may import any.
// The shared folders import no feature at all. One block per feature, since a feature may of
// course import its own files. Relative paths are
// listed to the depth the features use (src/features/<a>/<folder>/<folder>/file.ts).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeature = (name) =>
  [`@/features/${name}`, `**/features/${name}`, `../${name}`, `../../${name}`, `../../../${name}`].flatMap((path) => [
    path,
    `${path}/*`,
  ]);
const srcPatterns = (own) => [
  serverImports,
  contractValues,
  ...(own
    ? [
        {
          group: features.filter((name) => name !== own).flatMap(otherFeature),
          message:
            "A feature imports no other feature: move what both need to src/components, src/lib, src/session or src/offline, or compose the two in a route (docs/product.md, 'Code layout').",
        },
      ]
    : []),
];
const srcRule = (own) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns: srcPatterns(own) }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'dev-dist/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...srcRule(null),
    },
  },
  ...features.map((own) => ({ files: [`src/features/${own}/**/*.{ts,tsx}`], rules: srcRule(own) })),
  // Below the features: what they share imports none of them (a feature named nowhere as its own).
  {
    files: ['src/{components,lib,session,offline,i18n,toast,idle,photos,pwa}/**/*.{ts,tsx}'],
    rules: srcRule('(shared)'),
  },
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, srcImports, nodeImports] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcImports] }] },
  },
  // The server's layers point down (docs/architecture.md, 'Layers'); tests/unit/server-cycles.test.ts
  // tests these rules and finds import cycles, which lint cannot see one file at a time.
  {
    files: [
      'server/lib/**/*.ts',
      'server/db/**/*.ts',
      'server/storage/**/*.ts',
      'server/context.ts',
      'server/config.ts',
    ],
    ignores: ['server/db/seed/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [srcImports, accessLayer, serverModules, serverPlugins] }],
    },
  },
  {
    files: ['server/access/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcImports, serverModules, serverPlugins] }] },
  },
  {
    files: ['server/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcImports, serverPlugins] }] },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
