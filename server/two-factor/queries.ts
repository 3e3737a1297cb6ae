import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recoveryCodes, twoFactor } from '../db/schema-protect.ts';

// The SQL of two-factor sign-in: the trader's key row, its last accepted step, the recovery codes.

export type TwoFactorRow = typeof twoFactor.$inferSelect;

export async function twoFactorRow(db: Db, userId: number): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ?? null;
}

/** True when the trader has two-factor sign-in on. */
export async function twoFactorOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: twoFactor.userId }).from(twoFactor).where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}

/** A new key waiting for its first code; replaces a waiting one, never one that is on. Null: two-factor is on. */
export async function putPendingKey(db: Db, userId: number, secretCipher: string, now: Date): Promise<boolean> {
  const [row] = await db
    .insert(twoFactor)
    .values({ userId, secretCipher, createdAt: now })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secretCipher, createdAt: now, lastStep: 0 }, setWhere: isNull(twoFactor.enabledAt) })
    .returning({ userId: twoFactor.userId });
  return row !== undefined;
}

/**
 * Takes `step` as the last step used, only when it is later than the one before: of two requests with one code, one
 * gets it. `enabled`: the key must be on (sign-in, withdrawal) or still waiting for its first code (setup).
 */
export async function claimStep(db: Db, userId: number, step: number, enabled: boolean): Promise<boolean> {
  const [row] = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastStep, step), enabled ? isNotNull(twoFactor.enabledAt) : isNull(twoFactor.enabledAt)))
    .returning({ userId: twoFactor.userId });
  return row !== undefined;
}

export async function markEnabled(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(twoFactor).set({ enabledAt: now }).where(eq(twoFactor.userId, userId));
}

export async function removeTwoFactor(db: Db, userId: number): Promise<void> {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one recovery code of the trader: true for the one request that finds it unused. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
