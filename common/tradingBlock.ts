/*
 * Spec §4 trading block, the one rule for both sides: the app hides the platform, the platform host refuses to
 * open a trade. The server imports this file directly (NodeNext, `.ts` paths), so it has no imports of its own.
 */

export type TradingBlock = 'card-verification' | 'verify';

export type TradingBlockFields = { verification: string; depositsTotal: string; status: string; doCard: string };

/** Is a plain decimal string ("500.00", "0,5") greater than zero? Text, not a float parse. */
function hasDeposits(total: string): boolean {
  const match = /^\s*(\d*)(?:[.,](\d*))?\s*$/.exec(total);
  return match !== null && /[1-9]/.test(`${match[1] ?? ''}${match[2] ?? ''}`);
}

/**
 * Verification not Full, deposits exist, status not USER_ACTIVE → the platform is blocked. A trader who paid by
 * card (doCard '1') is asked to verify that card; anyone else to verify their identity.
 */
export function tradingBlock(user: TradingBlockFields): TradingBlock | null {
  const blocked = user.verification !== 'Full' && hasDeposits(user.depositsTotal) && user.status !== 'USER_ACTIVE';
  if (!blocked) return null;
  return user.doCard === '1' ? 'card-verification' : 'verify';
}
