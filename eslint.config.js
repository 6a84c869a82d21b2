import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web features may use each other but never in a cycle, and code never imports a higher layer (decision 031).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-feature-cycle': 'error', 'boundaries/web-layer': 'error' },
  },
  // Server features talk to each other only through services, never through routes, and never in a cycle.
  {
    files: ['server/features/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-feature-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/routes.ts'], message: "Import another feature's service, not its routes." }] }],
    },
  },
  // Shared rules (server/domain) serve features and never import one; the platform does not either.
  {
    files: ['server/domain/**/*.ts', 'server/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'server/domain and server/platform must not import features: features import them.' }] },
      ],
    },
  },
  // One clock (issue 34, decision 068): features read the time from the AppContext, so tests can move it.
  {
    files: ['server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from ctx.now() (or a `now: Date` parameter), not new Date() (decision 068).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from ctx.now() (or a `now: Date` parameter), not Date.now() (decision 068).',
        },
      ],
    },
  },
);
