import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passkeys, webauthnChallenges } from '../db/schema-protect.ts';

// The SQL of passkeys: the credentials, and the challenges handed out and not yet seen back.

export type PasskeyRow = typeof passkeys.$inferSelect;

export function passkeysOf(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function passkeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/** Null when the credential is stored already (the same authenticator added twice). */
export async function insertPasskey(db: Db, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/**
 * The counter the authenticator showed now, stored only when it moved forward from the one read (or both are 0:
 * authenticators that keep no counter): a cloned key replaying an older counter is refused, and of two sign-ins with
 * one reading, one wins.
 */
export async function advanceCounter(db: Db, id: number, seen: number, next: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seen)))
    .returning({ id: passkeys.id });
  return row !== undefined;
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id))).returning({ id: passkeys.id });
  return gone.length > 0;
}

export async function putChallenge(db: Db, challenge: string, purpose: 'register' | 'login', userId: number | null, expiresAt: Date, now: Date): Promise<void> {
  // Challenges nobody came back with are swept on the way: the table stays small.
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt });
}

/** Takes a live challenge of that purpose (deleted in the same statement: one use); null when unknown or expired. */
export async function takeChallenge(db: Db, challenge: string, purpose: 'register' | 'login', now: Date): Promise<{ userId: number | null } | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, now)))
    .returning({ userId: webauthnChallenges.userId });
  return row ?? null;
}
