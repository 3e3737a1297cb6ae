import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { userRef } from './schema.ts';

/*
 * Mail the server owes a trader and could not hand to the mail server yet (it was down). A row names what to send,
 * not the message: the message is built when it goes out, so a reset link is fresh (a new token, valid an hour from
 * then) and no usable token ever rests in the database. Deleted once delivered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What to send ('password_reset', 'email_changed'); server/mail/outbox.ts knows how to build each kind. */
    kind: text('kind').notNull(),
    userId: userRef(),
    /** Where to send it when not to the account's address now: the old address after an e-mail change. */
    toAddress: text('to_address'),
    /**
     * What the mail is about when the account does not say it: the new sign-in's browser and address (`new_device`,
     * JSON), the withdrawal's id (`withdrawal_code`). Never a code or a link: those are made when it goes out.
     */
    detail: text('detail'),
    lang: varchar('lang', { length: 8 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: tstz('created_at').notNull(),
    nextAttemptAt: tstz('next_attempt_at').notNull(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt), index('mail_outbox_user_idx').on(t.userId)],
);

/** The sandbox's mailbox: with SANDBOX on every mail lands here instead of an SMTP server (GET /sandbox/mail reads it). */
export const sandboxMail = pgTable(
  'sandbox_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [index('sandbox_mail_to_idx').on(t.to)],
);

/**
 * A password recovery asked for, whether or not the address has an account: the request path writes the same row
 * either way and answers at once, so its time tells nothing; the mail (for an address that has an account) is made
 * off that path (server/auth/recovery.ts). Deleted once looked at.
 */
export const recoveryRequests = pgTable('recovery_requests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  lang: varchar('lang', { length: 8 }).notNull(),
  createdAt: tstz('created_at').notNull(),
});
