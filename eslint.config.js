// Lint rules that carry architecture say why in their message.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'data/**', 'test-results/**', '.bench-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[object.name='process'][property.name='env']",
        message: 'Read the environment in api/src/config.ts only, so every setting is documented in one place.',
      }],
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/gateway/**', '**/web/**'], message: 'api/ is the system of record: it must not depend on the gateway or the web app.' },
      ] }],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/api/src/**'], message: 'The gateway talks to api/ over HTTP only (it holds no data of its own); do not import api code.' },
        { group: ['**/web/**'], message: 'The gateway must not depend on the web app.' },
      ] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [
        // One exception: api/src/storeVisit/validateFilter.ts is pure and has no imports (a contract test holds it so), so the
        // filter panel runs the api's own validateFilter and shows its message before a search, instead of a copy that drifts.
        {
          regex: '(^|/)api/src/(?!storeVisit/validateFilter(\\.ts)?$)',
          message: 'The web app talks to the gateway over GraphQL; it must not import server code. Only the pure api/src/storeVisit/validateFilter (no imports) may be imported, so the filter panel shows the same validation messages as the api.',
        },
        { group: ['**/gateway/src/**'], message: 'The web app talks to the gateway over GraphQL; it must not import server code.' },
      ] }],
    },
  },
);
