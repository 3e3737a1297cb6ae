import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { STORAGE_QUOTA_BYTES, STORAGE_QUOTA_MB } from '../../common/limits.ts';
import type { Db } from '../db/client.ts';
import { documentFiles } from '../db/schema-documents.ts';
import { supportAttachments } from '../db/schema-support.ts';
import type { AppEnv } from '../http/env.ts';
import { t } from '../i18n.ts';

/*
 * One trader's files on the server, verification documents and ticket attachments together, stay under
 * STORAGE_QUOTA_BYTES (common/limits.ts): the sizes stored with each row are summed before a new file is kept.
 * Within a process a trader's uploads take turns, so two at once cannot both fit into the same last megabytes;
 * across processes each can overshoot by at most the one request it has in flight (≤ 10 MB a file).
 */

/** Bytes the trader's documents and attachments take now. */
export async function storageUsed(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce((select sum(${documentFiles.size}) from ${documentFiles} where ${eq(documentFiles.userId, userId)}), 0) + coalesce((select sum(${supportAttachments.size}) from ${supportAttachments} where ${eq(supportAttachments.userId, userId)}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.bytes ?? 0);
}

const turns = new Map<number, Promise<unknown>>();

/**
 * Runs `store` only when `incoming` more bytes fit in the trader's quota, one upload of the trader at a time in this
 * process (the check and the insert it guards must not interleave with another's). Null: it did not fit.
 */
export async function withinQuota<T>(db: Db, userId: number, incoming: number, store: () => Promise<T>): Promise<T | null> {
  // Nothing to keep (a reply or a ticket without files): a trader at the quota can still write.
  if (incoming === 0) return store();
  const run = async () => ((await storageUsed(db, userId)) + incoming > STORAGE_QUOTA_BYTES ? null : store());
  const before = turns.get(userId) ?? Promise.resolve();
  const mine = before.then(run, run);
  const tail = mine.catch(() => undefined);
  turns.set(userId, tail);
  try {
    return await mine;
  } finally {
    if (turns.get(userId) === tail) turns.delete(userId);
  }
}

/** 413 `{ code:'quota' }` in the trader's language: the quota, and how to make room. */
export function quotaRefusal(c: Context<AppEnv>): Response {
  return c.json({ return: false, code: 'quota', message: t(c.var.lang, 'files.quota', { quota: STORAGE_QUOTA_MB }) }, 413);
}
