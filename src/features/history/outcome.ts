import { currencyDecimals, formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';

// A trade's result as the history shows it: profit or loss = payout − stake, in integer minor units (never floats).

export type Tone = 'gain' | 'loss' | 'even';

/** The settled trade's profit (negative: a loss) as a decimal string; null while it is open or on a bad amount. */
export function orderProfit(order: { amount: string; payout: string | null; currency: string }): string | null {
  if (order.payout === null) return null;
  const decimals = currencyDecimals(order.currency);
  const stake = toMinorUnits(order.amount, decimals);
  const payout = toMinorUnits(order.payout, decimals);
  if (stake === null || payout === null) return null;
  return fromMinorUnits(payout - stake, decimals);
}

export function toneOf(amount: string, currency: string): Tone {
  const units = toMinorUnits(amount, currencyDecimals(currency)) ?? 0n;
  if (units > 0n) return 'gain';
  if (units < 0n) return 'loss';
  return 'even';
}

/** "+$8.00", "−$10.00", "$0.00": the sign always shown, so a result reads at a glance without its colour. */
export function formatSignedMoney(amount: string, currency: string, lang: string): string {
  const tone = toneOf(amount, currency);
  switch (tone) {
    case 'gain':
      return `+${formatMoney(amount, currency, lang)}`;
    case 'loss':
    case 'even':
      return formatMoney(amount, currency, lang);
  }
}
