/*
 * The ticket's stake controls: the preset amounts and what − and + do, in the account's currency. A RUB account's
 * presets are the USD ones × the deposit factor (common/deposit.ts), as its limits are (common/limits.ts). Pure and
 * float-free: amounts are whole units or minor units, the typed text is read with toMinorUnits.
 */
import { currencyFactor } from './deposit.ts';
import { stakeLimitUnits } from './payout.ts';
import { currencyDecimals, fromMinorUnits, toMinorUnits } from './money.ts';

/** The preset stakes of a USD-like account, whole units (the leading apps' 5 to 100). */
const PRESETS = [5, 10, 25, 50, 100] as const;

/** What − and + step through, whole units of a USD-like account: the presets among them, the same steps beyond. */
const LADDER = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000] as const;

/** The ticket's default stake, whole units of a USD-like account. */
const DEFAULT_STAKE = 10;

/** The presets of `currency` as amounts to type ("5", "300" for RUB). */
export function stakePresets(currency: string): string[] {
  const factor = currencyFactor(currency);
  return PRESETS.map((amount) => String(amount * factor));
}

/** The stake the ticket starts with in `currency` ("10", "600" for RUB). */
export function defaultStake(currency: string): string {
  return String(DEFAULT_STAKE * currencyFactor(currency));
}

/**
 * The amount − (`down`) or + (`up`) makes of `typed`: the next rung of the ladder below or above it, kept within the
 * stake limits. A typed amount off the ladder goes to the rung next to it in that direction; one that is no number
 * starts from the default stake. Returns the amount as text in whole units when it is whole ("25"), else with the
 * currency's decimals.
 */
export function stepStake(typed: string, direction: 'down' | 'up', currency: string): string {
  const decimals = currencyDecimals(currency);
  const scale = 10n ** BigInt(decimals);
  const factor = BigInt(currencyFactor(currency));
  const { min, max } = stakeLimitUnits(currency);
  const rungs = LADDER.map((rung) => BigInt(rung) * factor * scale).filter((rung) => rung >= min && rung <= max);
  const current = toMinorUnits(typed.replace(',', '.'), decimals);
  const clamp = (units: bigint) => (units < min ? min : units > max ? max : units);
  let next: bigint;
  if (current === null || current <= 0n) {
    next = BigInt(DEFAULT_STAKE) * factor * scale;
  } else if (direction === 'up') {
    next = rungs.find((rung) => rung > current) ?? max;
  } else {
    next = rungs.toReversed().find((rung) => rung < current) ?? min;
  }
  return amountText(clamp(next), decimals);
}

/** Minor units as the ticket's input shows them: "25" when whole, "12.50" otherwise. */
function amountText(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  return units % scale === 0n ? (units / scale).toString() : fromMinorUnits(units, decimals);
}
