// Lint rules that carry architecture say why in their message.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Test code: free to build odd values on purpose (the rules below that say so are for product code only). */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'tests/**', '**/testing/**', 'bench/**'];

const noDoubleCast = {
  selector:
    "TSAsExpression[typeAnnotation.type!='TSUnknownKeyword'] > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
  message:
    '`as unknown as` switches the type checker off at a seam, so a wrong shape fails at run time far from the cause. ' +
    'Type the value properly instead: a store function takes Queryable (db or transaction), JSON is checked with zod or a type guard, ' +
    'a library whose types miss a member gets a small typed adapter or guard.',
};

const apiEnvOnlyInConfig = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment in api/src/config.ts only, so every setting is documented in one place.',
};

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
    files: ['**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', noDoubleCast] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-syntax': ['error', apiEnvOnlyInConfig],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/gateway/**', '**/web/**'],
              message: 'api/ is the system of record: it must not depend on the gateway or the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A later entry replaces an earlier one's no-restricted-syntax for the same files: api product code keeps both.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts', ...testFiles],
    rules: { 'no-restricted-syntax': ['error', apiEnvOnlyInConfig, noDoubleCast] },
  },
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/**'],
              message:
                'The gateway talks to api/ over HTTP only (it holds no data of its own); do not import api code.',
            },
            { group: ['**/web/**'], message: 'The gateway must not depend on the web app.' },
          ],
        },
      ],
    },
  },
  {
    // @svr/domain is the vocabulary every side imports: it must import nothing itself (domain/src/purity.test.ts holds it too).
    files: ['domain/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$)',
              message:
                '@svr/domain is pure and shared by api, gateway and web: import only sibling files of domain/src, no package and nothing outside.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // What the web app shares with the api (vocabulary, validateFilter) lives in @svr/domain, which it may import.
            {
              group: ['**/api/src/**'],
              message:
                'The web app talks to the gateway over GraphQL; it must not import server code. What it shares with the api (vocabulary, validateFilter) is in @svr/domain.',
            },
            {
              group: ['**/gateway/src/**'],
              message: 'The web app talks to the gateway over GraphQL; it must not import server code.',
            },
          ],
        },
      ],
    },
  },
);
