import { and, eq, gt, sql } from 'drizzle-orm';
import { STORAGE_QUOTA_BYTES, STORAGE_QUOTA_MB } from '../../common/limits.ts';
import type { Db } from '../db/client.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { documentFiles, storageReservations } from '../db/schema-documents.ts';
import { supportAttachments } from '../db/schema-support.ts';
import { type Lang, t } from '../i18n.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';

/*
 * One trader's files on the server, verification documents and ticket attachments together, stay under
 * STORAGE_QUOTA_BYTES (common/limits.ts). Before a file is kept, its space is reserved: under a lock per trader (in
 * the database, so every process shares it) the stored sizes and the space other uploads in flight hold are summed,
 * and a reservation row is written only if the new file fits. The row goes once the file is stored (or was not).
 */

/** An upload that takes longer than this is taken for dead (its process gone): its reservation stops counting. */
const RESERVATION_MS = 10 * 60_000;

/** Bytes the trader's documents and attachments take now, and the bytes uploads in flight have reserved. */
export async function storageUsed(db: Db, userId: number, now: Date = new Date(0)): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce((select sum(${documentFiles.size}) from ${documentFiles} where ${eq(documentFiles.userId, userId)}), 0)
        + coalesce((select sum(${supportAttachments.size}) from ${supportAttachments} where ${eq(supportAttachments.userId, userId)}), 0)
        + coalesce((select sum(${storageReservations.bytes}) from ${storageReservations} where ${and(eq(storageReservations.userId, userId), gt(storageReservations.expiresAt, now))}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.bytes ?? 0);
}

/**
 * A reservation whose file has just been stored is counted twice (the file and its row) until the row goes, a moment
 * later: a refusal while uploads are in flight is tried again once they settle, up to this long, before it is final.
 */
const SETTLE_MAX_MS = 2_000;
const SETTLE_POLL_MS = 50;

/** Reserves `incoming` bytes when they fit: the reservation's id; else null, and whether other uploads are in flight. */
async function tryReserve(db: Db, userId: number, incoming: number, now: Date): Promise<{ id: number | null; inFlight: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, USER_LOCK.storage, userId);
    if ((await storageUsed(tx, userId, now)) + incoming > STORAGE_QUOTA_BYTES) {
      const [flying] = await tx
        .select({ id: storageReservations.id })
        .from(storageReservations)
        .where(and(eq(storageReservations.userId, userId), gt(storageReservations.expiresAt, now)))
        .limit(1);
      return { id: null, inFlight: flying !== undefined };
    }
    const [row] = await tx
      .insert(storageReservations)
      .values({ userId, bytes: incoming, expiresAt: new Date(now.getTime() + RESERVATION_MS) })
      .returning({ id: storageReservations.id });
    return { id: row?.id ?? null, inFlight: false };
  });
}

/** Reserves `incoming` bytes for the trader when they fit; the reservation's id, or null when they do not. */
async function reserve(db: Db, userId: number, incoming: number, now: Date): Promise<number | null> {
  for (let waited = 0; ; waited += SETTLE_POLL_MS) {
    const { id, inFlight } = await tryReserve(db, userId, incoming, now);
    if (id !== null || !inFlight || waited >= SETTLE_MAX_MS) return id;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}

/** Runs `store` only when `incoming` more bytes fit in the trader's quota, whatever else is uploading. Null: it did not fit. */
export async function withinQuota<T>(db: Db, userId: number, incoming: number, now: Date, store: () => Promise<T>): Promise<T | null> {
  // Nothing to keep (a reply or a ticket without files): a trader at the quota can still write.
  if (incoming === 0) return store();
  const reservation = await reserve(db, userId, incoming, now);
  if (reservation === null) return null;
  try {
    return await store();
  } finally {
    await db.delete(storageReservations).where(eq(storageReservations.id, reservation));
  }
}

/** 413 `{ code:'quota' }` in the trader's language: the quota, and how to make room. */
export function overQuota(lang: Lang): Refusal {
  return refuse(t(lang, 'files.quota', { quota: STORAGE_QUOTA_MB }), { code: 'quota', status: 413 });
}
