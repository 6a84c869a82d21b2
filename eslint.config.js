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
  // bulletproof-react: a feature never imports another feature; shared code never imports features.
  {
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features must not import from app.' },
            { group: ['@/features/*'], message: 'Features must not import from other features; move shared code to src/lib or src/ui.' },
          ],
        },
      ],
    },
  },
  { files: ['web/src/{lib,ui}/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/*'], message: 'Shared code must not import app or features.' }] }] } },
  // Import boundaries that see relative paths too (eslint/feature-boundaries.js).
  { files: ['web/src/features/**/*.{ts,tsx}'], plugins: { boundaries }, rules: { 'boundaries/no-cross-feature-import': 'error' } },
  // Server features talk to each other only through services, never through routes, and never in a cycle.
  {
    files: ['server/features/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-feature-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/routes.ts'], message: 'Import another feature\'s service, not its routes.' }] }],
    },
  },
);
