import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets } from '../db/schema.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';

/*
 * Password-reset tokens: 256 random bits that travel only in the recovery mail; the database keeps their hash, so the
 * table alone resets nothing. A token works for an hour and once; issuing or using one ends every other token of the
 * account, so only the newest link works and a used link cannot be replayed.
 */

export const RESET_TTL_MS = 60 * 60 * 1000;

/** A fresh token for the user; every earlier one stops working. */
export async function issueResetToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.insert(passwordResets).values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
  });
  return token;
}

const live = (token: string, now: Date) =>
  and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/** The user a token would reset, without using it (the password is checked before the token is spent). */
export async function peekResetToken(db: Db, token: string, now: Date): Promise<number | null> {
  if (token === '') return null;
  const [row] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live(token, now));
  return row?.userId ?? null;
}

/**
 * Spends the token: one conditional update, so two requests with the same link cannot both win. Resolves the user
 * it belonged to (every other token of theirs deleted), or null when it is unknown, used or expired.
 */
export async function redeemResetToken(db: Db, token: string, now: Date): Promise<number | null> {
  if (token === '') return null;
  const [row] = await db.update(passwordResets).set({ usedAt: now }).where(live(token, now)).returning({ userId: passwordResets.userId, id: passwordResets.id });
  if (!row) return null;
  await db.delete(passwordResets).where(eq(passwordResets.userId, row.userId));
  return row.userId;
}
