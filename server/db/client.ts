import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies server/db/migrations (the same folder for both drivers). */
  migrate(): Promise<void>;
  /** LISTEN on a channel (every process on the database hears a NOTIFY); resolves with the unlisten. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_KEY = 724_311_902;

export type DbOptions = { dataDir: string; databaseUrl: string | null; poolSize?: number };

export async function openDatabase(options: DbOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite;
  if (dataDir === ':memory:') {
    client = new PGlite();
  } else {
    // DATA_DIR holds other things too (uploads later), so the cluster gets its own sub-folder.
    const pgDir = join(dataDir, 'pg');
    mkdirSync(pgDir, { recursive: true });
    client = new PGlite(pgDir);
  }
  await client.waitReady;
  return pgliteDatabase(client);
}

/** Wraps an open PGlite (tests start theirs from a pre-migrated template to skip initdb). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const sql = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({ client: sql, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several server processes may share one PostgreSQL: an advisory lock on a reserved connection makes
      // them migrate one after another instead of racing on the same DDL.
      const lock = await sql.reserve();
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        lock.release();
      }
    },
    async listen(channel, onPayload) {
      // postgres.js keeps one dedicated connection for every LISTEN and re-listens after a reconnect.
      const { unlisten } = await sql.listen(channel, onPayload);
      return unlisten;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
