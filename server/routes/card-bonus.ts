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
 * The promo code's extra bonus on the first deposit credited after it was redeemed, once: a redemption counts as
 * spent once some deposit was credited at or after its time (`credited` excludes the deposit being credited).
 * Called under the user's approval lock (card-service settle), so two approvals cannot both spend one code.
 * Fixed (exchange) deposits carry no bonus, so they leave the promo for the next one.
 */
export async function promoBonus(db: Db, userId: number, creditedId: number, amount: string, fixed: boolean, now: Date): Promise<string> {
  if (fixed) return '0.00';
  const [redemption] = await db
    .select({ createdAt: promoRedemptions.createdAt, percent: promoCodes.bonusPercent })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.code, promoRedemptions.code))
    .where(and(eq(promoRedemptions.userId, userId), lte(promoRedemptions.createdAt, now)))
    .orderBy(desc(promoRedemptions.createdAt))
    .limit(1);
  if (!redemption) return '0.00';
  const [spent] = await db
    .select({ id: depositTransactions.id })
    .from(depositTransactions)
    .where(
      and(
        eq(depositTransactions.userId, userId),
        ne(depositTransactions.id, creditedId),
        eq(depositTransactions.status, 'executed'),
        gte(depositTransactions.executedAt, redemption.createdAt),
      ),
    )
    .limit(1);
  if (spent) return '0.00';
  const units = toMinorUnits(amount, 2);
  if (units === null || units <= 0n) return '0.00';
  return formatMinorUnits((units * BigInt(redemption.percent)) / 100n, 2);
}

/** Adds two 2-decimal amounts without floats. */
export function addAmounts(a: string, b: string): string {
  return formatMinorUnits((toMinorUnits(a, 2) ?? 0n) + (toMinorUnits(b, 2) ?? 0n), 2);
}
