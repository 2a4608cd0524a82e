// Lint rules that keep the architecture honest: remotes never import each other, and only
// shared-kernel builds HTTP or GraphQL clients (see docs/architecture.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-issue', 'mf-notes', 'mf-epic', 'mf-diffs', 'mf-trial'];

/** Patterns that reach into another package's source: a remote or the shell by name or by relative path. */
function foreignSourcePatterns(self) {
  const others = [...REMOTES, 'shell'].filter((name) => name !== self);
  return others.flatMap((name) => [
    { group: [name, `${name}/*`], message: `${self} must not import ${name}: use the event bus, the API or a shell slot.` },
    { group: [`**/${name}/**`, `**/${name}`], message: `${self} must not import ${name}'s source.` },
  ]);
}

/**
 * Shared packages are never tree-shaken, so an import of a whole index puts all of it on the page: rxjs
 * is imported by module path (`rxjs/internal/Subject`), each shared on its own through the `rxjs/` key.
 */
const WHOLE_RXJS = { name: 'rxjs', message: "Import rxjs by module path (e.g. 'rxjs/internal/Subject'): the whole index is 17 KB gzip on every page." };

/**
 * Primer comes from the kernel's `shared-kernel/primer` subpath, the page's one copy, tree-shaken to what the
 * platform uses; `@primer/react` itself is not shared (its whole index would be on every page).
 */
const PRIMER_PATHS = ['@primer/react', '@primer/react/next', '@primer/react/experimental', '@primer/react/deprecated'].map((name) => ({
  name,
  message: "Import Primer from 'shared-kernel/primer' (add a component there, a kernel minor): one tree-shaken copy per page.",
}));

const clientConstruction = {
  paths: [
    WHOLE_RXJS,
    ...PRIMER_PATHS,
    { name: 'axios', message: 'Only shared-kernel builds axios instances: use restClient() from shared-kernel/api.' },
    // Apollo and graphql are not shared modules: they are bundled into shared-kernel/graphql (the page's one
    // Apollo Client), so an import of them anywhere else would be a second copy.
    ...['@apollo/client', '@apollo/client/react', '@apollo/client/cache', '@apollo/client/link/context', '@apollo/client/utilities', 'graphql'].map((name) => ({
      name,
      message: 'Only shared-kernel/graphql imports Apollo Client and graphql (one copy per page): use shared-kernel/graphql, or graphqlQuery/graphqlMutate from shared-kernel/api.',
    })),
    { name: '@apollo/client/link/subscriptions', message: 'Only shared-kernel builds GraphQL links.' },
    { name: 'graphql-ws', message: 'Only shared-kernel opens GraphQL WebSocket clients.' },
  ],
};

function packageRules(self) {
  return {
    files: [`${self}/**/*.{ts,tsx,mts,mjs}`],
    rules: {
      'no-restricted-imports': ['error', { ...clientConstruction, patterns: foreignSourcePatterns(self) }],
    },
  };
}

/** A kernel subpath reaches another by the package name, never by a relative path (one copy per page). */
const KERNEL_SUBPATH_PATTERN = {
  regex: '^(\\.\\./)+(api|graphql|live|event-bus|permissions|polling|autosave|references|secrets|format|dates|registry|react|ui|shortcuts|query|routing|slots|remote|testing)(/|$)',
  message: 'Import another kernel subpath by its package name (shared-kernel/<subpath>), so the page keeps one copy of it.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/.builds/**', 'e2e/fixtures/kernel-1.0/**', 'e2e/.data/**', 'bench/.data/**', '**/@mf-types/**', '.data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='axios'][callee.property.name='create']", message: 'Only shared-kernel builds axios instances.' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/use*.ts', 'shared-kernel/src/react/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...['shell', ...REMOTES].map(packageRules),
  {
    // The issuable library imports the kernel and React (issuable-ui/src/imports.test.ts), Primer through the kernel.
    files: ['issuable-ui/**/*.{ts,tsx,mts,mjs}'],
    rules: { 'no-restricted-imports': ['error', clientConstruction] },
  },
  {
    // The server may share pure kernel modules (rules, parsing) but never React code or clients.
    files: ['server/**/*.{ts,mts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The server runs its own GraphQL schema on `graphql`; Apollo Client stays a page-only library.
          paths: clientConstruction.paths.filter((entry) => entry.name !== 'graphql'),
          patterns: [
            ...[...REMOTES, 'shell'].map((name) => ({ group: [name, `${name}/*`, `**/${name}/**`], message: 'The server imports only its own code.' })),
            { group: ['shared-kernel/react', 'shared-kernel/api', 'react', 'react-dom'], message: 'The server may use only pure shared-kernel modules.' },
          ],
        },
      ],
    },
  },
  {
    // A kernel subpath reaches another by the package name (`shared-kernel/api`), never by a relative
    // path: each subpath is its own shared module, and a relative import bundles a second copy of it.
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.ts', 'shared-kernel/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...clientConstruction,
          patterns: [KERNEL_SUBPATH_PATTERN],
        },
      ],
    },
  },
  {
    // shared-kernel is the one place that builds clients (the subpath rule still holds there).
    files: ['shared-kernel/src/api/**/*.ts', 'shared-kernel/src/graphql/**/*.ts', 'shared-kernel/src/live/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: PRIMER_PATHS, patterns: [KERNEL_SUBPATH_PATTERN] }], 'no-restricted-syntax': 'off' },
  },
  {
    // Test doubles (shared-kernel/testing) stand in for the transport, so they may import axios.
    files: ['shared-kernel/src/**/*.test.{ts,tsx}', 'shared-kernel/src/**/*.testing.ts', 'shared-kernel/src/testing/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['shared-kernel/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: PRIMER_PATHS, patterns: [KERNEL_SUBPATH_PATTERN] }] },
  },
  {
    // The one module that imports Primer itself.
    files: ['shared-kernel/src/primer/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [WHOLE_RXJS], patterns: [KERNEL_SUBPATH_PATTERN] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
