import { currencyFactor, DEFAULT_MIN_DEPOSIT } from '../../common/deposit.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { minDepositRules } from '../db/schema-cards.ts';

export type MinDepositRule = typeof minDepositRules.$inferSelect;
import { toMinorUnits } from '../lib/money.ts';

/**
 * Spec §6 minimum deposit, whole units of `currency` (the current account's). The one source of truth: the pay
 * calls enforce it and the user DTO's `min_deposit` carries it, so the slider starts where the server refuses.
 * Most specific rule first (user id, comments, affiliate, country), then a per-user override (users.min_deposit
 * when it is not the default 250), then the default 250. A rule or override without a currency of its own is in
 * base units, so it takes the currency factor (RUB × 60) like the default does; a rule for one currency is as stored.
 */
export async function effectiveMinimum(db: Db, user: UserRow, currency: string): Promise<bigint> {
  return minimumFrom(await db.select().from(minDepositRules), user, currency);
}

/** The rule above applied to `rules` (all of them, or at least every one that could match this user). */
export function minimumFrom(rules: readonly Pick<MinDepositRule, 'kind' | 'match' | 'currency' | 'amount'>[], user: UserRow, currency: string): bigint {
  const factor = BigInt(currencyFactor(currency));
  const comments = user.comments.toLowerCase();
  const order: ((rule: (typeof rules)[number]) => boolean)[] = [
    (rule) => rule.kind === 'user' && rule.match === String(user.id),
    (rule) => rule.kind === 'comment' && rule.match !== '' && comments.includes(rule.match.toLowerCase()),
    (rule) => rule.kind === 'affiliate' && user.affsId !== null && rule.match === String(user.affsId),
    (rule) => rule.kind === 'country' && rule.match === user.country,
  ];
  for (const test of order) {
    // A rule for this very currency beats a rule for every currency of the same kind.
    const rule = rules.find((candidate) => candidate.currency === currency && test(candidate)) ?? rules.find((candidate) => candidate.currency === '' && test(candidate));
    const units = rule ? toMinorUnits(rule.amount, 0) : null;
    if (rule && units !== null && units > 0n) return rule.currency === '' ? units * factor : units;
  }
  const own = toMinorUnits(user.minDeposit, 0);
  if (own !== null && own > 0n && own !== BigInt(DEFAULT_MIN_DEPOSIT)) return own * factor;
  return BigInt(DEFAULT_MIN_DEPOSIT) * factor;
}
