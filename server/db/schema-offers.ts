import { index, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OfferName, OfferStatus } from '../../common/offers.ts';
import { money, tstz } from './columns.ts';
import { userRef } from './schema.ts';

// Offers the server makes (users.trigger_new names the open one). Every change of status is one guarded
// update from the status it leaves, so a grant, a refund or an IQ step happens once however many tabs ask.

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').$type<OfferName>().notNull(),
    status: text('status').$type<OfferStatus>().notNull(),
    /** The risk-free refund cap, in the currency beside it (null for offers without an amount). */
    amount: money('amount'),
    currency: text('currency').notNull().default(''),
    /** IQ mining: steps done so far. */
    progress: smallint('progress').notNull().default(0),
    offeredAt: tstz('offered_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    decidedAt: tstz('decided_at'),
    usedAt: tstz('used_at'),
  },
  (t) => [index('offers_user_status_idx').on(t.userId, t.status)],
);

export type OfferRow = typeof offers.$inferSelect;

/** Triggers a client sends once (e.g. `mobile` when the app first runs installed). */
export const userTriggers = pgTable(
  'user_triggers',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [uniqueIndex('user_triggers_once_idx').on(t.userId, t.name)],
);

/**
 * The pop-ups each trader was shown (common/popups.ts keys: a signal, a weekend's tournament): the first tab or
 * device to claim one shows it, every other one never does.
 */
export const popupClaims = pgTable(
  'popup_claims',
  {
    userId: userRef(),
    key: text('key').notNull(),
    claimedAt: tstz('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
