import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration into lib/server/db/migrations after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema.ts',
  out: './lib/server/db/migrations',
});
