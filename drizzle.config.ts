import { defineConfig } from 'drizzle-kit';

// One schema and one migration folder for both PGlite and PostgreSQL; server/db/client.ts applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  // Each feature keeps its tables in its own module: schema.ts (accounts, sessions…), schema-<feature>.ts.
  schema: './server/db/schema*.ts',
  out: './server/db/migrations',
});
