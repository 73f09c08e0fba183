// ESLint for the site's code (TypeScript, React); Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'build.*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/**/build/',
      'tests/fixtures/**/.docusaurus/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
      'no-console': ['error', {allow: ['warn', 'error']}],
    },
  },
  {
    // Scripts served as they are, such as the collator warm-up worker.
    files: ['static/**/*.js'],
    languageOptions: {globals: {...globals.worker}},
  },
  {
    // The site's React code: pages, components, theme wrappers, client modules.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
      parserOptions: {ecmaFeatures: {jsx: true}},
    },
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // Command-line scripts and tests report progress on the console.
    files: ['scripts/**', 'tests/**', 'bench/**', 'plugins/**/cli/**'],
    rules: {'no-console': 'off'},
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  prettier,
);
