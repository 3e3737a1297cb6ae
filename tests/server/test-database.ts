import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { openPgliteTestDatabase } from './pglite-template.ts';

/**
 * Each test file's own database, migrated. In-memory PGlite by default; with TEST_DATABASE_URL (a PostgreSQL
 * server the tests may create databases on, e.g. postgres://postgres@127.0.0.1:5432/postgres) a fresh database
 * there, dropped on close — `npm run test:postgres` runs the server suite on the production driver this way.
 */
export function openTestDatabase(): Promise<Database> {
  const url = process.env['TEST_DATABASE_URL']?.trim();
  return url ? openPostgresTestDatabase(url) : openPgliteTestDatabase();
}

async function openPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `trader_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: url.href });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
