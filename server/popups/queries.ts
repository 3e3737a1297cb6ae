import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { accounts, users } from '../db/schema.ts';
import { popupClaims } from '../db/schema-offers.ts';
import type { PopupFacts } from './rules.ts';

// The SQL of the pop-up rules: one read of the facts, one insert that claims a pop-up once.

const factsQuery = preparedFor((db) =>
  db
    .select({
      registeredAt: users.regTime,
      verification: users.verification,
      depositsTotal: users.depositsTotal,
      status: users.status,
      doCard: users.doCard,
      balance: sql<string>`coalesce(${accounts.amount}, 0)::text`,
      signalPopups: users.signalPopups,
      offerPopups: users.offerPopups,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.id, users.currentAccountId), eq(accounts.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('popup_facts'),
);

export async function popupFacts(db: Db, userId: number): Promise<PopupFacts | null> {
  const [row] = await factsQuery(db).execute({ userId });
  return row ?? null;
}

/** True for the first claim of `key` by this trader; every later one (another tab, device or process) is false. */
export async function claimPopup(db: Db, userId: number, key: string, now: Date): Promise<boolean> {
  const inserted = await db.insert(popupClaims).values({ userId, key, claimedAt: now }).onConflictDoNothing().returning({ key: popupClaims.key });
  return inserted.length > 0;
}

/** The keys of `candidates` this trader has already been shown. */
export async function claimedAmong(db: Db, userId: number, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ key: popupClaims.key })
    .from(popupClaims)
    .where(and(eq(popupClaims.userId, userId), sql`${popupClaims.key} = any(${sql.param(candidates)}::text[])`));
  return new Set(rows.map((row) => row.key));
}

export async function setPopupPrefs(db: Db, userId: number, prefs: { signals?: boolean; offers?: boolean }): Promise<void> {
  const changes = { ...(prefs.signals === undefined ? {} : { signalPopups: prefs.signals }), ...(prefs.offers === undefined ? {} : { offerPopups: prefs.offers }) };
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
}
