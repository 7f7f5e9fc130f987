import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new SQL migration from api/src/db/tables/*.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/tables/*.ts',
  out: './api/src/db/migrations',
});
