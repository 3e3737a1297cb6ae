import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TourneyType } from '../../common/tourney.ts';
import { money, tstz } from './columns.ts';
import { accountRef, userRef, users } from './schema.ts';

// Tournaments and the affiliate program. A window closes once (settled_at moves from null in one
// guarded update) and each place is rewarded once (unique per tournament and place); an affiliate balance moves
// only by conditional updates, so two transfers can never take it below zero.

export const tourneys = pgTable(
  'tourneys',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<TourneyType>().notNull(),
    dateStart: tstz('date_start').notNull(),
    dateEnd: tstz('date_end').notNull(),
    /** When the window closed and its rewards were credited; null while it runs. */
    settledAt: tstz('settled_at'),
  },
  (t) => [uniqueIndex('tourneys_window_idx').on(t.type, t.dateStart), index('tourneys_open_idx').on(t.settledAt, t.dateEnd)],
);

export type TourneyRow = typeof tourneys.$inferSelect;

/** The closed leaderboard: what each place traded and won (the running one is computed from the trades). */
export const tourneyResults = pgTable(
  'tourney_results',
  {
    id: serial('id').primaryKey(),
    tourneyId: integer('tourney_id')
      .notNull()
      .references(() => tourneys.id, { onDelete: 'cascade' }),
    place: smallint('place').notNull(),
    userId: userRef(),
    /** Profit in USD (RUB ÷ the slider factor), the ranking figure. */
    profit: money('profit').notNull(),
    trades: integer('trades').notNull(),
    /** cash | bonus | prize | none. */
    rewardKind: text('reward_kind').notNull(),
    /** What was credited, in the currency named beside it ('' for a prize or none). */
    rewardAmount: money('reward_amount'),
    rewardCurrency: text('reward_currency').notNull().default(''),
  },
  (t) => [uniqueIndex('tourney_results_place_idx').on(t.tourneyId, t.place), index('tourney_results_user_idx').on(t.userId)],
);

export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    landing: text('landing').notNull(),
    /** The public part of the link (/r/{code}); random, so links cannot be enumerated. */
    code: text('code').notNull().unique(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('affiliate_links_user_idx').on(t.userId)],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    at: tstz('at').notNull(),
    /**
     * Who clicked, as a keyed hash of the address and browser (never the address itself), and the UTC day: a visitor
     * counts once per link and day. Null on clicks counted before this rule.
     */
    visitor: text('visitor'),
    day: text('day'),
  },
  (t) => [index('affiliate_clicks_link_idx').on(t.linkId, t.at), uniqueIndex('affiliate_clicks_visitor_day_idx').on(t.linkId, t.visitor, t.day)],
);

/** Which link brought a registered trader (users.affs_id names the affiliate; this names the link). */
export const affiliateReferrals = pgTable('affiliate_referrals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  linkId: integer('link_id')
    .notNull()
    .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
  at: tstz('at').notNull(),
  /**
   * Set when the referral turned out to share the link owner's device or card (server/affiliate/self-referral.ts):
   * the referral stays a referral, but pays the owner nothing from then on. '' while nothing is shared.
   */
  sharedWithOwner: text('shared_with_owner').$type<'' | 'device' | 'card'>().notNull().default(''),
});

export type CommissionStatus = 'held' | 'released' | 'reversed';

/** One commission per approved deposit of a referred trader (the deposit's transaction row is unique). */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralId: integer('referral_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The deposit's account transaction (one commission each). */
    transactionId: integer('transaction_id').notNull().unique(),
    deposit: money('deposit').notNull(),
    /** In USD, like the affiliate balance. */
    amount: money('amount').notNull(),
    /**
     * held until the referral has traded the deposit (then released to the affiliate balance through the ledger);
     * reversed when the referral withdraws while it is still held.
     */
    status: text('status').$type<CommissionStatus>().notNull().default('held'),
    at: tstz('at').notNull(),
    settledAt: tstz('settled_at'),
  },
  (t) => [index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.at), index('affiliate_commissions_held_idx').on(t.referralId).where(sql`status = 'held'`)],
);

/** The affiliate balance in USD; moves by conditional updates only. */
export const affiliateBalances = pgTable('affiliate_balances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: money('balance').notNull().default('0'),
});

export const affiliateTransfers = pgTable(
  'affiliate_transfers',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    accountId: accountRef(),
    amount: money('amount').notNull(),
    /** The money move's key (money_moves.key), whose stored reply answers a repeated request. */
    idempotencyKey: text('idempotency_key').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [uniqueIndex('affiliate_transfers_key_idx').on(t.userId, t.idempotencyKey)],
);
