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

// The answer schemas of common/contract are zod: the PWA takes their types only, so zod stays out
// of its bundles (P3). The OpenAPI-facing request schemas it validates with live elsewhere in common/.
const contractValues = {
  group: ['@common/contract/*', '@common/contract/**'],
  allowTypeImports: true,
  message: 'The PWA imports types only from common/contract (zod stays out of the bundle).',
};

// Features stay in their rooms (bulletproof-react): another feature is reached through its public
// index.ts, never its insides; what several features share lives in src/lib, src/components or
// src/session. One block per feature, since a feature may of course import its own files.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const srcPatterns = (own) => [
  serverImports,
  contractValues,
  ...(own
    ? [
        {
          group: features
            .filter((name) => name !== own)
            .flatMap((name) => [`@/features/${name}/*`, `../${name}/*`, `../../${name}/*`, `**/features/${name}/*`]),
          message: "Import another feature through its index.ts (e.g. '@/features/tweets'), not its insides.",
        },
      ]
    : []),
];
const srcRule = (own) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns: srcPatterns(own) }] });

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/routeTree.gen.ts', 'dev-dist/**', 'coverage/**'] },
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
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, srcImports, nodeImports] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcImports] }] },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
