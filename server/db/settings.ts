import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OffsetStore } from '../clock.ts';
import type { Db } from './client.ts';
import { settings } from './schema.ts';

const CLOCK_OFFSET_KEY = 'clock.offset_ms';

export function dbOffsetStore(db: Db): OffsetStore {
  return {
    async load() {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CLOCK_OFFSET_KEY));
      const value = Number(row?.value ?? '0');
      return Number.isSafeInteger(value) ? value : 0;
    },
    async add(ms) {
      // One statement, so two processes advancing at once both count.
      const [row] = await db
        .insert(settings)
        .values({ key: CLOCK_OFFSET_KEY, value: String(ms) })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`((${settings.value})::bigint + ${ms})::text` },
        })
        .returning({ value: settings.value });
      return Number(row?.value ?? ms);
    },
  };
}

const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A signing key kept in the settings table under `name`, made on first use: every server process on the database
 * signs and checks with the same one. Read once per process.
 */
export function sharedSecret(db: Db, name: string): Promise<string> {
  let byName = secrets.get(db);
  if (!byName) {
    byName = new Map();
    secrets.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(settings).values({ key: name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, name));
      if (!row) throw new Error(`${name} missing`);
      return row.value;
    })();
    byName.set(name, secret);
  }
  return secret;
}

/**
 * Replaces the secret kept under `name` (the sandbox's fixed feed seed): the row, and this process's copy. Another
 * process on the database keeps the copy it read until it restarts.
 */
export async function replaceSharedSecret(db: Db, name: string, value: string): Promise<void> {
  await db.insert(settings).values({ key: name, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  let byName = secrets.get(db);
  if (!byName) {
    byName = new Map();
    secrets.set(db, byName);
  }
  byName.set(name, Promise.resolve(value));
}
