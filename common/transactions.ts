// The account transaction types the server records and the history filters by (spec §7 /api/us/history trType).

export const TR_TYPES = ['trade_open', 'trade_payout', 'deposit', 'withdrawal', 'tourney_reward', 'affiliate_transfer', 'offer_refund', 'tip', 'bonus'] as const;
export type TransactionType = (typeof TR_TYPES)[number];
