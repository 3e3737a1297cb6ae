import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { BONUS_UNTIL_CHOSEN, checkDepositAmount, promisedBonus, sliderStops, type SliderStops, type Tier, tierOf } from '@common/deposit';
import { useExtraBonusPercent } from '@/money/useExtraBonus';

/** Writes the slider's choice as the "last payment" (spec §3), which the card form (another island) reads. */
async function remember(amount: string, bonus: boolean, fixed: boolean, currency: string): Promise<void> {
  await db.lastPayment.put({ key: 'last', amount, bonus, fixed, currency });
}

export type DepositLine = {
  stops: SliderStops;
  text: string;
  value: number;
  bonusOn: boolean;
  fixed: boolean;
  tier: Tier;
  extraPercent: number;
  bonus: string;
  invalid: boolean;
  setAmount(next: string): void;
  setBonus(on: boolean): void;
  setFixed(on: boolean): void;
};

/** The deposit line's state (amount, bonus, fixed mode), shared by the amount field and the folded options. */
export function useDepositLine(minimum: number, currency: string): DepositLine {
  const last = useLiveQuery(() => db.lastPayment.get('last'), []);
  const extraPercent = useExtraBonusPercent();
  // One object while nothing in it changes: the funding panel is a memo that a tap on a tab must not re-render.
  return useMemo(() => {
    const stops = sliderStops(minimum, currency);
    const stored = last && last.currency === currency ? last : null;
    const text = stored?.amount ?? String(minimum);
    const value = /^\d+$/.test(text) ? Number(text) : minimum;
    const bonusOn = stored?.bonus ?? BONUS_UNTIL_CHOSEN;
    const fixed = stored?.fixed ?? false;
    const tier = tierOf(value, stops);
    return {
      stops,
      text,
      value,
      bonusOn,
      fixed,
      tier,
      extraPercent,
      bonus: promisedBonus(value, tier, { bonus: bonusOn, fixed, extraPercent }),
      invalid: checkDepositAmount(text, minimum, 'fiat') !== null,
      setAmount: (next: string) => void remember(next, bonusOn, fixed, currency),
      setBonus: (on: boolean) => void remember(text, on, fixed, currency),
      // Spec §4: fixed (exchange) mode clears the bonus.
      setFixed: (on: boolean) => void remember(text, on ? false : bonusOn, on, currency),
    };
  }, [last, minimum, currency, extraPercent]);
}
