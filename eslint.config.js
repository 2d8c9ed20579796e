import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import fruitShop from './scripts/lint/transaction-em.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'web/src/gql/**', 'data/**', 'migrations/**', 'coverage/**', 'tests/e2e/.artifacts/**', 'bench/.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  // The embedded database is one PostgreSQL session: inside a transaction, only its tx may query.
  {
    files: ['api/src/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{js,mjs,ts}'],
    plugins: { 'fruit-shop': fruitShop },
    rules: { 'fruit-shop/no-outer-em-in-transaction': 'error' },
  },
  // api layering: main → app → http → modules → core/lib; imports only point down.
  {
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/http/**'], message: 'modules/ must not import from http/ (layering).' }] }],
    },
  },
  {
    files: ['api/src/core/**/*.ts', 'api/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/**', '**/modules/**'], message: 'core/ and lib/ must not import from http/ or modules/ (layering).' },
            // The scalars (Money) are the one exception: they import only lib/, and core/payment-intent.ts shows an amount.
            { regex: '^\\.{1,2}/(.*/)?graphql/(?!scalars\\.js$)', message: 'core/ and lib/ must not import from graphql/ but its scalars (layering).' },
          ],
        },
      ],
    },
  },
  // The shared package imports nothing from either side; the web reaches the api's rules only
  // through it (by name), never by a relative path into api/src.
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'common/ imports nothing from the api or the web (only its own files, as ./name.js).' }, { group: ['@fruit-shop/api*', '@fruit-shop/web*'], message: 'common/ imports nothing from the api or the web.' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)api/src/', message: 'The web imports shared rules from @fruit-shop/common, never from api/src.' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
