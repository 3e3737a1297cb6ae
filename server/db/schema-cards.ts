import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.ts';
import { accounts, userRef } from './schema.ts';

// Card deposits. Card numbers are never stored: an attempt keeps brand, last 4 and expiry, plus the processor's id for
// its charge (`charge_id`, server/cards/processor.ts), so a pending or 3-D Secure attempt finishes without the number:
// the processor keeps the charge and answers for it.


export type AttemptStatus = 'processing' | 'approved' | 'declined' | 'pending' | 'challenge' | 'dialog' | 'refused' | 'void';

/**
 * One request to one processor, keyed by the client's idempotency key (unique per user). It is also the
 * sandbox charge ledger (GET /sandbox/charges). `void`: the client asked about a key the server never saw, so
 * the key is burnt and a late arrival of that request charges nothing.
 */
export const cardAttempts = pgTable(
  'card_attempts',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    idempotencyKey: text('idempotency_key').notNull(),
    depositId: text('deposit_id').notNull().default(''),
    processor: text('processor').notNull().default(''),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    amount: money('amount').notNull().default('0'),
    bonus: money('bonus').notNull().default('0'),
    fixed: boolean('fixed').notNull().default(false),
    currency: varchar('currency', { length: 8 }).notNull().default(''),
    status: text('status').$type<AttemptStatus>().notNull(),
    code: text('code').notNull().default(''),
    message: text('message').notNull().default(''),
    transactionId: text('transaction_id').notNull().unique(),
    /**
     * Unused: builds before the processor kept its own charges stored the sandbox's test-card scenario here. Nothing
     * writes or reads it now; a later migration may drop it.
     */
    scenario: text('scenario').notNull().default(''),
    /** The processor's id for the charge ('' before the processor saw it: refused, void, or still being made). */
    chargeId: text('charge_id').notNull().default(''),
    /** Where the trader's browser meets the processor while the attempt waits there ('challenge'): its page, or the bank's. */
    actionUrl: text('action_url').notNull().default(''),
    brand: text('brand').notNull().default(''),
    last4: varchar('last4', { length: 4 }).notNull().default(''),
    expMonth: varchar('exp_month', { length: 2 }).notNull().default(''),
    expYear: varchar('exp_year', { length: 4 }).notNull().default(''),
    lang: varchar('lang', { length: 8 }).notNull().default('en'),
    /** The first answer, returned verbatim when the same key comes again. */
    firstReply: jsonb('first_reply'),
    createdAt: tstz('created_at').notNull(),
    /** When the attempt last went to 'processing' (a hosted page's submit claims it later): the stale bound counts from here. */
    processingSince: tstz('processing_since'),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('card_attempts_user_key_idx').on(t.userId, t.idempotencyKey),
    index('card_attempts_deposit_idx').on(t.userId, t.depositId),
    index('card_attempts_decided_idx').on(t.userId, t.status, t.decidedAt),
    index('card_attempts_card_idx').on(t.userId, t.brand, t.last4, t.expMonth, t.expYear),
  ],
);

/** Approved deposits as account transactions; `attempt_id` unique, so an attempt credits the balance once. */
export const depositTransactions = pgTable(
  'deposit_transactions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    attemptId: integer('attempt_id')
      .notNull()
      .unique()
      .references(() => cardAttempts.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    processor: text('processor').notNull(),
    amount: money('amount').notNull(),
    bonus: money('bonus').notNull().default('0'),
    currency: varchar('currency', { length: 8 }).notNull(),
    status: text('status').notNull(),
    executedAt: tstz('executed_at').notNull(),
  },
  (t) => [index('deposit_transactions_user_idx').on(t.userId, t.executedAt)],
);

/**
 * ZOOM's payment sessions (spec §7 /api/zoom {action:session}): the pay call must bring one the server handed to
 * this user, and each is spent once. Only the token's hash is kept.
 */
export const zoomSessions = pgTable('zoom_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userRef(),
  createdAt: tstz('created_at').notNull(),
  usedAt: tstz('used_at'),
});

/**
 * The cards the trader asked us to keep (Remember this card, /api/card/save): brand, last 4, expiry and holder, and,
 * once an approved deposit has charged that card, the processor's token quick top-up charges again. A card is here
 * only with the trader's consent; never the number.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    brand: text('brand').notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: varchar('exp_month', { length: 2 }).notNull(),
    expYear: varchar('exp_year', { length: 4 }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** The processor's token from an approved deposit of this card; null until one (a card saved, not yet charged). */
    token: text('token'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId)],
);

export type MinDepositRuleKind = 'user' | 'comment' | 'affiliate' | 'country';

/** Spec §6: the minimum deposit varies by affiliate, country, user id and comments (most specific wins). */
export const minDepositRules = pgTable('min_deposit_rules', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<MinDepositRuleKind>().notNull(),
  /** The user id, affiliate id, ISO-2 country, or a word the user's comments contain. */
  match: text('match').notNull(),
  /** '' applies to every currency. */
  currency: varchar('currency', { length: 8 }).notNull().default(''),
  amount: money('amount').notNull(),
});

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  bonusPercent: integer('bonus_percent').notNull(),
  active: boolean('active').notNull().default(true),
});

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    code: text('code').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [uniqueIndex('promo_redemptions_user_code_idx').on(t.userId, t.code)],
);

/** What the client reported about its cascade progress (/api/rpc worker 'cascade'), for support. */
export const cascadeReports = pgTable('cascade_reports', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  cascade: text('cascade').notNull(),
  executed: text('executed').notNull(),
  createdAt: tstz('created_at').notNull(),
});

export type CardAttemptRow = typeof cardAttempts.$inferSelect;
