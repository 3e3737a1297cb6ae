// The ledger's kinds of row (the Transactions list shows them and the history filters by them, spec §7
// /api/us/history trType) and the balances ("books") a row moves.

export const TR_TYPES = [
  'opening',
  'deposit',
  'bonus',
  'bonus_cancel',
  'bonus_restore',
  'bonus_release',
  'withdrawal',
  'withdrawal_return',
  'trade_open',
  'trade_payout',
  'offer_refund',
  'tip',
  'affiliate_transfer',
  'commission',
  'tourney_reward',
  // Virtual money put on (or taken off) the practice account when it opens or is reset: never a real deposit.
  'practice_funding',
] as const;
export type TransactionType = (typeof TR_TYPES)[number];

/**
 * account: a trading account's balance; bonus: the trader's bonus balance (users.bonus_summ); exchange: the coins of
 * fixed (exchange) mode; affiliate: the affiliate balance in USD. A trader's Transactions list shows the first two.
 */
export const BOOKS = ['account', 'bonus', 'exchange', 'affiliate'] as const;
export type Book = (typeof BOOKS)[number];
export const TRADER_BOOKS: readonly Book[] = ['account', 'bonus'];

/**
 * What a Transactions row shows as its state: done (most rows), a withdrawal's pending → paid, declined or cancelled,
 * and an exchange-wallet invoice's pending or expired.
 */
export const TX_STATUSES = ['done', 'pending', 'paid', 'declined', 'cancelled', 'expired'] as const;
export type TransactionStatus = (typeof TX_STATUSES)[number];
