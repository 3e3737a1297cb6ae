import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.ts';

// The sandbox card processor's own books (server/sandbox/processors/): the charges it was asked to make, as a real
// processor keeps them on its side. The app never reads this table; it learns of a charge through the Processor
// interface (server/cards/processor.ts): the create answer, a retrieve, or a signed webhook. Never a card number: the
// test card's scenario, brand, last 4 and expiry only.

export type SandboxChargeStatus =
  | 'requires_card'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'declined'
  | 'canceled';

export const sandboxCardCharges = pgTable(
  'sandbox_card_charges',
  {
    id: text('id').primaryKey(),
    /** The merchant's key: one charge per key. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The merchant's name for the charge; the sandbox's pages are addressed by it (/sandbox/3ds/{reference}). */
    reference: text('reference').notNull().unique(),
    /** The merchant's order (the deposit): 4000…0002 declines only the first charge of an order. */
    orderReference: text('order_reference').notNull(),
    processor: text('processor').notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    status: text('status').$type<SandboxChargeStatus>().notNull(),
    /** The test card's behaviour (server/sandbox/processors/scenarios.ts); '' while a hosted page waits for the card. */
    scenario: text('scenario').notNull().default(''),
    code: text('code').notNull().default(''),
    message: text('message').notNull().default(''),
    cascade: boolean('cascade').notNull().default(false),
    /** How often a processing charge was asked about: 4000…0259 answers processing twice, then succeeds. */
    retrievals: integer('retrievals').notNull().default(0),
    brand: text('brand').notNull().default(''),
    last4: varchar('last4', { length: 4 }).notNull().default(''),
    expMonth: varchar('exp_month', { length: 2 }).notNull().default(''),
    expYear: varchar('exp_year', { length: 4 }).notNull().default(''),
    /** The token this processor charges the card by again; '' for a wallet or before a card. */
    token: text('token').notNull().default(''),
    returnUrl: text('return_url').notNull(),
    lang: varchar('lang', { length: 8 }).notNull().default('en'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('sandbox_card_charges_order_idx').on(t.orderReference)],
);

export type SandboxChargeRow = typeof sandboxCardCharges.$inferSelect;
