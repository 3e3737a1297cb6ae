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
