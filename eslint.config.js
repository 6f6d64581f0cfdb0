import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layerBoundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/.dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'sandbox/.run',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The interface runs on Preact's compat layer (docs/decisions.md, "Preact under React's API").
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autoFocus']",
          message:
            "Preact sets the DOM's autofocus attribute, which only counts as a page loads: use ref={focusOnMount} (src/ui/focusOnMount.ts).",
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/**', 'tests/**', 'sandbox/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Issue 17: every outgoing call of the server has a time limit, through one helper.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**', 'server/http/timedFetch.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Use timedFetch (or fetchWithTimeout) from server/http/timedFetch.ts: every outgoing call of the server has a time limit.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'globalThis',
          property: 'fetch',
          message:
            'Use timedFetch (or fetchWithTimeout) from server/http/timedFetch.ts: every outgoing call of the server has a time limit.',
        },
      ],
    },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The layer order (docs/architecture.md): every import points down it.
    files: ['**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/boundaries': 'error' },
  },
);
