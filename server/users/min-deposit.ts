import { currencyFactor, DEFAULT_MIN_DEPOSIT, type MinDepositBasis } from '../../common/deposit.ts';
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
  return (await effectiveMinimumWithBasis(db, user, currency)).units;
}

export async function effectiveMinimumWithBasis(db: Db, user: UserRow, currency: string): Promise<Minimum> {
  return minimumWithBasis(await db.select().from(minDepositRules), user, currency);
}

/** The minimum and why: the rule that set it, or the default. */
export type Minimum = { units: bigint; basis: MinDepositBasis };

/** The rule above applied to `rules` (all of them, or at least every one that could match this user). */
export function minimumFrom(rules: readonly Pick<MinDepositRule, 'kind' | 'match' | 'currency' | 'amount'>[], user: UserRow, currency: string): bigint {
  return minimumWithBasis(rules, user, currency).units;
}

/** As minimumFrom, with the reason the funding page gives the trader for it. */
export function minimumWithBasis(rules: readonly Pick<MinDepositRule, 'kind' | 'match' | 'currency' | 'amount'>[], user: UserRow, currency: string): Minimum {
  const factor = BigInt(currencyFactor(currency));
  const comments = user.comments.toLowerCase();
  const order: { basis: MinDepositBasis; test: (rule: (typeof rules)[number]) => boolean }[] = [
    { basis: 'account', test: (rule) => rule.kind === 'user' && rule.match === String(user.id) },
    { basis: 'account', test: (rule) => rule.kind === 'comment' && rule.match !== '' && comments.includes(rule.match.toLowerCase()) },
    { basis: 'affiliate', test: (rule) => rule.kind === 'affiliate' && user.affsId !== null && rule.match === String(user.affsId) },
    { basis: 'country', test: (rule) => rule.kind === 'country' && rule.match === user.country },
  ];
  for (const { basis, test } of order) {
    // A rule for this very currency beats a rule for every currency of the same kind.
    const rule = rules.find((candidate) => candidate.currency === currency && test(candidate)) ?? rules.find((candidate) => candidate.currency === '' && test(candidate));
    const units = rule ? toMinorUnits(rule.amount, 0) : null;
    if (rule && units !== null && units > 0n) return { units: rule.currency === '' ? units * factor : units, basis };
  }
  const own = toMinorUnits(user.minDeposit, 0);
  if (own !== null && own > 0n && own !== BigInt(DEFAULT_MIN_DEPOSIT)) return { units: own * factor, basis: 'account' };
  return { units: BigInt(DEFAULT_MIN_DEPOSIT) * factor, basis: 'default' };
}
