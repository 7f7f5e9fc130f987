/**
 * The root vitest config plus one alias, for running the gateway's tests on their own
 * (`npx vitest run --config gateway/vitest.config.ts`).
 *
 * Why the alias: graphql 16 ships CommonJS (index.js) and ESM (index.mjs) side by side without an
 * `exports` map. Node (and so tsx, npm start) resolves every `import 'graphql'` to index.js; vitest
 * transforms our source with vite's resolver, which picks index.mjs, while @graphql-tools and
 * @apollo/server are loaded by Node and get index.js. Two copies of graphql then refuse each other's
 * schema and errors ("Cannot use GraphQLSchema from another module or realm"). Pointing vite at
 * index.js gives tests the single copy production uses. The gateway's tests pass under the root config
 * too (the unit tests validate with graphql's own buildSchema, and Apollo tolerates foreign errors),
 * but only this alias runs them exactly as production does; the root config should carry it as well.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import root from '../vitest.config.js';

export const graphqlSingleRealm = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

export default defineConfig({
  ...root,
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  resolve: { alias: graphqlSingleRealm },
  test: { ...root.test, include: ['gateway/src/**/*.test.ts'] },
});
