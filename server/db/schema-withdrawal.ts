import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.ts';
import { accountRef, userRef } from './schema.ts';

// Withdrawal requests. The amount leaves the account when the request is made (reserved in one
// conditional update); a cancel or a declined payout returns it once, guarded by the status it moves from.


/**
 * pending until the back office pays or declines it, or the trader cancels it. A request to a destination the trader
 * was never paid to starts `unconfirmed`, holding no money, until its code comes (server/withdrawal/confirmation.ts).
 */
export type WithdrawalStatus = 'unconfirmed' | 'pending' | 'paid' | 'declined' | 'cancelled';

/** How the request was confirmed: not needed (a destination paid before), the authenticator's code, or a mailed one. */
export type WithdrawalConfirmation = 'not_needed' | 'totp' | 'mail';

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    accountId: accountRef(),
    method: text('method').notNull(),
    wallet: text('wallet').notNull().default(''),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    fixed: integer('fixed').notNull().default(0),
    /** Spec §4 case 1–5 the request was made under. */
    caseNo: smallint('case_no').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    /** The bonus a case-1 request cancelled: a cancel or a decline of the request restores it. */
    bonusCancelled: money('bonus_cancelled').notNull().default('0'),
    /** The money move's key (money_moves.key), whose stored reply answers a repeated request. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: tstz('created_at').notNull(),
    settledAt: tstz('settled_at'),
    /** What a new destination asked for (`not_needed` otherwise); `confirmed_at` once its code came. */
    confirmation: text('confirmation').$type<WithdrawalConfirmation>().notNull().default('not_needed'),
    confirmedAt: tstz('confirmed_at'),
  },
  (t) => [uniqueIndex('withdrawals_user_key_idx').on(t.userId, t.idempotencyKey), index('withdrawals_user_status_idx').on(t.userId, t.status)],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
