import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { cardAttempts, type CardAttemptRow, savedCards } from '../db/schema-cards.ts';
import type { Processor } from './processor.ts';

// The trader's saved cards. A card is kept only with the trader's consent: "Remember this card" (the client's
// /api/card/save) or /api/card/save itself records the card (brand, last 4, expiry, holder — never the number); an
// approved deposit of that card then adds the processor's token, which quick top-up charges again. A deposit of a
// card the trader did not ask us to keep leaves nothing behind. The trader may remove a card at any time.

export type SavedCardRow = typeof savedCards.$inferSelect;

/** What the trader recognises a card by: one card, whichever processor charged it. */
export type CardIdentity = { brand: string; last4: string; expMonth: string; expYear: string };

/** Spec §6: the quick top-up charges the card on file, so only after a card deposit (fillCard '1'). */
export function quickAllowed(user: { fillCard: string; depositsTotal: string }): boolean {
  return user.fillCard === '1' && Number(user.depositsTotal) > 0;
}

const sameCard = (userId: number, card: CardIdentity) =>
  and(eq(savedCards.userId, userId), eq(savedCards.brand, card.brand), eq(savedCards.last4, card.last4), eq(savedCards.expMonth, card.expMonth), eq(savedCards.expYear, card.expYear));

/**
 * Called as an approved card deposit is credited, in its transaction (which holds the trader's card-approval lock):
 * the processor's token joins the card only where the trader asked us to keep that card.
 */
export async function keepCardOnFile(db: Db, row: CardAttemptRow, token: string | null): Promise<void> {
  if (!token || row.last4 === '') return;
  await db.update(savedCards).set({ token }).where(sameCard(row.userId, row));
}

/** The card quick top-up charges: the newest card with a processor token. */
export async function cardOnFile(db: Db, userId: number): Promise<SavedCardRow | null> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.userId, userId), isNotNull(savedCards.token))).orderBy(desc(savedCards.id)).limit(1);
  return row ?? null;
}

/** The card the funding page shows: the card on file, else the newest card the trader saved. */
export async function shownCard(db: Db, userId: number): Promise<SavedCardRow | null> {
  const onFile = await cardOnFile(db, userId);
  if (onFile) return onFile;
  const [saved] = await db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.id)).limit(1);
  return saved ?? null;
}

export type CardToSave = CardIdentity & { firstName: string; lastName: string; country: string; currency: string };

/**
 * The trader asks us to keep a card (/api/card/save). Saving the same card again updates it rather than adding a
 * copy. A deposit already approved with this card (the trader ticked Remember as it was paid, or saves it after) has
 * its token attached from the processor, which still holds the card it charged; a deposit approved after this finds
 * the card saved (keepCardOnFile). Both take the trader's card-approval lock, so one of them always sees the other.
 */
export async function saveCard(db: Db, cards: Processor | undefined, userId: number, card: CardToSave, now: Date): Promise<void> {
  const charged = await db.transaction(async (tx) => {
    await lockUser(tx, USER_LOCK.cardApproval, userId);
    const [updated] = await tx
      .update(savedCards)
      .set({ firstName: card.firstName, lastName: card.lastName, country: card.country, currency: card.currency })
      .where(sameCard(userId, card))
      .returning({ id: savedCards.id });
    if (!updated) await tx.insert(savedCards).values({ userId, ...card, createdAt: now });
    const [attempt] = await tx
      .select({ processor: cardAttempts.processor, chargeId: cardAttempts.chargeId })
      .from(cardAttempts)
      .where(
        and(
          eq(cardAttempts.userId, userId),
          eq(cardAttempts.status, 'approved'),
          ne(cardAttempts.chargeId, ''),
          eq(cardAttempts.brand, card.brand),
          eq(cardAttempts.last4, card.last4),
          eq(cardAttempts.expMonth, card.expMonth),
          eq(cardAttempts.expYear, card.expYear),
        ),
      )
      .orderBy(desc(cardAttempts.decidedAt))
      .limit(1);
    return attempt ?? null;
  });
  if (!charged || !cards) return;
  const charge = await cards.retrieve({ processor: charged.processor, chargeId: charged.chargeId }).catch(() => null);
  const token = charge?.status === 'succeeded' ? charge.card?.token : null;
  if (token) await db.update(savedCards).set({ token }).where(and(sameCard(userId, card), isNull(savedCards.token)));
}

/** Forgets one of the trader's cards, its token and every saved copy of it; false when the trader has no such card. */
export async function removeCard(db: Db, userId: number, id: number): Promise<boolean> {
  const [card] = await db.select().from(savedCards).where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)));
  if (!card) return false;
  await db.delete(savedCards).where(sameCard(userId, card));
  return true;
}
