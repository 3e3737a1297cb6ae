import { toMinorUnits } from '@common/money';

type Funds = { depositsTotal: string; verification: string; balance: string };

function positive(amount: string): boolean {
  return (toMinorUnits(amount, 2) ?? 0n) > 0n;
}

/**
 * What the home page offers above the platform: a first deposit to a trader who never made one, a top-up to one
 * whose current account is empty (a trade from $0 would only fail later), nothing once there is money to trade.
 */
export function depositPrompt(funds: Pick<Funds, 'depositsTotal' | 'balance'>): 'first' | 'empty' | null {
  if (positive(funds.balance)) return null;
  return positive(funds.depositsTotal) ? 'empty' : 'first';
}

export type StepName = 'verify' | 'fund' | 'trade';
export type Step = { name: StepName; done: boolean };

/** The "Get started" steps, each marked from what the account shows: verified, a deposit made, a trade placed. */
export function startSteps(funds: Pick<Funds, 'depositsTotal' | 'verification'>, tradesPlaced: number): Step[] {
  return [
    { name: 'verify', done: funds.verification === 'Full' },
    { name: 'fund', done: positive(funds.depositsTotal) },
    { name: 'trade', done: tradesPlaced > 0 },
  ];
}
