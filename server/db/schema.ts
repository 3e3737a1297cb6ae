import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { money, tstz } from './columns.ts';

// One schema for PGlite and PostgreSQL. Money columns are numeric (exact decimals, returned as strings);
// the API formats them to the currency's decimals. Timestamps are timestamptz.


export type YesNo = 'yes' | 'no';
export type AccountType = 'real' | 'demo';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Lower-cased; it is also the login. */
  email: text('email').notNull().unique(),
  /**
   * The e-mail's TR39 skeleton (server/lib/lookalike.ts): a new address that looks like an account's is refused, by
   * a unique index, so two registrations racing with twins cannot both pass. Null on rows from before it existed until
   * start-up fills them (server/users/email-identity.ts), and on the younger of twins that existed before the index.
   */
  emailSkeleton: text('email_skeleton'),
  /** `scrypt$N$r$p$salt$hash` (server/lib/password.ts). */
  passwordHash: text('password_hash').notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  /** USPS code of a US resident's state (common/us-states.ts); '' for every other country. */
  state: varchar('state', { length: 2 }).notNull().default(''),
  currency: varchar('currency', { length: 8 }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phonePrefix: varchar('phone_prefix', { length: 4 }).notNull(),
  phone: varchar('phone', { length: 15 }).notNull(),
  promo: text('promo').notNull().default(''),
  regTime: tstz('reg_time').notNull(),
  affsId: integer('affs_id'),
  comments: text('comments').notNull().default(''),
  cascade: text('cascade').notNull().default(''),
  currentAccountId: integer('current_account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
  /** The account fixed (exchange) mode runs on (/api/us/set_account_exchange); null: the current account. */
  exchangeAccountId: integer('exchange_account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
  verification: text('verification').notNull().default('None'),
  verificationType: text('verification_type').notNull().default('passport'),
  depositsTotal: money('deposits_total').notNull().default('0'),
  status: text('status').notNull().default('USER_ACTIVE'),
  doCard: text('do_card').notNull().default('0'),
  cardRisk: text('card_risk').notNull().default('0'),
  entroPin: text('entro_pin').notNull().default(''),
  md: text('md').notNull().default(''),
  mdps: text('mdps').notNull().default(''),
  btcDeposit: text('btc_deposit').notNull().default('0'),
  trSuccess: text('tr_success').$type<YesNo>().notNull().default('no'),
  trValidate: text('tr_validate').$type<YesNo>().notNull().default('no'),
  /** Wrong transaction-validation answers recorded so far (spec: blocked at 5). */
  trAttemps: integer('tr_attemps').notNull().default(0),
  /** The amount the user must confirm while tr_validate is 'yes'. */
  trAnswer: money('tr_answer'),
  wdMethods: text('wd_methods').notNull().default('Credit Card,Bitcoin'),
  bonusSumm: money('bonus_summ').notNull().default('0'),
  minDeposit: money('min_deposit').notNull().default('250'),
  lastCount: integer('last_count').notNull().default(0),
  iqStart: text('iq_start').notNull().default('0'),
  vload: text('vload').notNull().default('0'),
  fillCard: text('fill_card').notNull().default('0'),
  triggerNew: text('trigger_new').notNull().default('0'),
  /** The trader's choice: trade signals open as pop-ups (the bell and the device's notifications are apart). */
  signalPopups: boolean('signal_popups').notNull().default(true),
  /** The trader's choice: the server's offers open as pop-ups. */
  offerPopups: boolean('offer_popups').notNull().default(true),
  /** The last sign-in: null until the first, which is no news; a sign-in from a new browser after that is mailed. */
  signedInAt: tstz('signed_in_at'),
}, (t) => [uniqueIndex('users_email_skeleton_idx').on(t.emailSkeleton)]);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountGroup: text('account_group').notNull(),
    type: text('type').$type<AccountType>().notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: money('amount').notNull().default('0'),
    netAmount: money('net_amount').notNull().default('0'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('accounts_user_idx').on(t.userId),
    // The self-service practice account (server/users/practice-service.ts) is opened once per trader: the index, not
    // a read before the insert, holds that when two requests race.
    uniqueIndex('accounts_practice_idx').on(t.userId).where(sql`${t.accountGroup} = 'PRACTICE'`),
  ],
);

/** The owner column most tables have: the user, and the row goes with them. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A trading account a row belongs to (a money move's account); the row goes with it. */
export const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** `id` is the SHA-256 of the cookie value, so a leaked table does not hand out live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** The address it signed in from: the Security screen's rough place (server/sessions/place.ts), never looked up. */
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Same shape as sessions, for the platform host's own cookie (`psid`) on its own origin. */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
  },
  (t) => [index('platform_sessions_user_idx').on(t.userId)],
);

/**
 * `source`: 'login' / 'platform' when POST /api/login / the platform's POST /cli/login saw a wrong password (these
 * rows drive the login throttle, server/users/login-throttle.ts), 'client' for POST /api/notify/login_fail.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').$type<'login' | 'platform' | 'security' | 'client'>().notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** A keyed hash of the wrong password (never the password): the same guess at a second door counts once. */
    guess: text('guess').notNull().default(''),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * Attempt budgets (server/lib/budget-slots.ts): `key` is `email:{address}`, `addr:{ip}` or `register:{ip}`;
 * `used` counts the attempts of the window that started at `window_start`. One conditional upsert takes a slot, so
 * parallel requests can never take more than the budget.
 */
export const attemptGuards = pgTable('attempt_guards', {
  key: text('key').primaryKey(),
  windowStart: tstz('window_start').notNull(),
  used: integer('used').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  lang: varchar('lang', { length: 8 }).notNull(),
  createdAt: tstz('created_at').notNull(),
});

/** Only the token's hash is kept; the token itself would travel by e-mail. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Server-wide key/value settings (the sandbox clock offset, later a settings-supplied cascade). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
