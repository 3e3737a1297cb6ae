import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase } from '../../server/db/client.ts';

// A fresh in-memory PGlite spends ~3 s in initdb; every test file wants its own database. The first file
// to run saves a migrated cluster as a tarball (keyed by the PGlite version and the migrations' text), and
// the others start from it in well under a second. Each file still runs migrate(), which then finds
// nothing left to apply.

const root = new URL('../../', import.meta.url);
const migrationsDir = new URL('server/db/migrations/', root);

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(new URL('node_modules/@electric-sql/pglite/package.json', root), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  const files = readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).toSorted();
  for (const file of files) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(new URL(file, migrationsDir)));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function openPgliteTestDatabase(): Promise<Database> {
  const path = join(tmpdir(), `trading-server-tests-pglite-${templateKey()}.tar`);
  if (existsSync(path)) {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(path)]) });
    await client.waitReady;
    const database = pgliteDatabase(client);
    await database.migrate();
    return database;
  }
  const client = new PGlite();
  await client.waitReady;
  const database = pgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  // Written aside and renamed, so a file running in parallel never reads half a tarball.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, path);
  return database;
}
