import { and, desc, eq, gte, lte, ne } from 'drizzle-orm';
import { bonusAmount, sliderStops, tierOf } from '../../common/deposit.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { depositTransactions, promoCodes, promoRedemptions } from '../db/schema-cards.ts';
import { formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { effectiveMinimum } from '../users/min-deposit.ts';

// The deposit bonus is the server's to compute (spec §4, §9): the client only says whether the trader wants one.

/** The client's bonus field as a wish (a positive amount means "bonus on"); its value is never credited. */
export function wantsBonus(raw: string): boolean {
  const units = toMinorUnits(raw === '' ? '0' : raw, 2);
  return units !== null && units > 0n;
}

/**
 * The tier bonus (bronze 20 %, silver 50 %, gold 100 % of the amount; cutoffs = the slider's bronze and silver stops,
 * × the RUB factor), 0 in fixed mode or when the trader turned the bonus off. `amount` in whole units.
 */
export async function tierBonus(db: Db, user: UserRow, currency: string, amount: bigint | null, options: { wanted: boolean; fixed: boolean }): Promise<string> {
  if (amount === null || amount <= 0n || amount > BigInt(Number.MAX_SAFE_INTEGER)) return '0.00';
  const minimum = Number(await effectiveMinimum(db, user, currency));
  const value = Number(amount);
  return bonusAmount(value, tierOf(value, sliderStops(minimum, currency)), { bonus: options.wanted, fixed: options.fixed });
}

/**
 * The percent of the trader's latest promo code while no deposit has been credited since it was redeemed (null when
 * none is pending). `creditedId`: the deposit being credited right now, which does not count as spending it.
 */
async function unspentPromoPercent(db: Db, userId: number, now: Date, creditedId: number | null): Promise<number | null> {
  const [redemption] = await db
    .select({ createdAt: promoRedemptions.createdAt, percent: promoCodes.bonusPercent })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.code, promoRedemptions.code))
    .where(and(eq(promoRedemptions.userId, userId), lte(promoRedemptions.createdAt, now)))
    .orderBy(desc(promoRedemptions.createdAt))
    .limit(1);
  if (!redemption) return null;
  const [spent] = await db
    .select({ id: depositTransactions.id })
    .from(depositTransactions)
    .where(
      and(
        eq(depositTransactions.userId, userId),
        creditedId === null ? undefined : ne(depositTransactions.id, creditedId),
        eq(depositTransactions.status, 'executed'),
        gte(depositTransactions.executedAt, redemption.createdAt),
      ),
    )
    .limit(1);
  return spent ? null : redemption.percent;
}

/**
 * The promo code's extra bonus on the first deposit credited after it was redeemed, once: a redemption counts as
 * spent once some deposit was credited at or after its time (`credited` excludes the deposit being credited).
 * Called under the user's approval lock (card-service settle), so two approvals cannot both spend one code.
 * Fixed (exchange) deposits carry no bonus, so they leave the promo for the next one.
 */
export async function promoBonus(db: Db, userId: number, creditedId: number, amount: string, fixed: boolean, now: Date): Promise<string> {
  if (fixed) return '0.00';
  const percent = await unspentPromoPercent(db, userId, now, creditedId);
  if (percent === null) return '0.00';
  const units = toMinorUnits(amount, 2);
  if (units === null || units <= 0n) return '0.00';
  return formatMinorUnits((units * BigInt(percent)) / 100n, 2);
}

/** The promo percent the next card deposit will carry on top of the tier bonus (0 when none is pending). */
export async function pendingPromoPercent(db: Db, userId: number, now: Date): Promise<number> {
  return (await unspentPromoPercent(db, userId, now, null)) ?? 0;
}
