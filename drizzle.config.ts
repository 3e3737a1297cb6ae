import { defineConfig } from 'drizzle-kit';

// One schema and one migration folder for both PGlite and PostgreSQL; server/db/client.ts applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
