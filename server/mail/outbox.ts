import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema-mail.ts';
import type { Lang } from '../i18n.ts';
import { mailErrorKind, type Mail, type Mailer } from './mailer.ts';

/*
 * Mail a trader is owed goes through here, so a mail server that is down loses nothing: the request is written down
 * first, then sent; a failed send stays in `mail_outbox` and is tried again (retryDue, on a timer in server/start.ts)
 * with a growing pause. A row says what to send, and the message is composed at each attempt (schema-mail.ts).
 * Logs name the kind of mail and the error's kind only, never an address or a link.
 */

export const MAIL_KINDS = ['password_reset', 'email_changed', 'new_device', 'withdrawal_code'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Builds the mail of one kind for a user at send time; null when there is nothing to send any more (no such user).
 * `to` is the address the request named when it is not the account's own (the old one after an e-mail change);
 * `detail` what the mail is about when the account does not say (mail_outbox.detail).
 */
export type Compose = (userId: number, lang: Lang, to: string | null, detail: string | null) => Promise<Mail | null>;

export type Outbox = {
  /** Writes the mail down and tries to send it now; resolves whatever happens to the send (a failure is retried). */
  send(kind: MailKind, userId: number, lang: Lang, to?: string, detail?: string): Promise<void>;
  /** Tries every mail whose next attempt is due; resolves how many went out. */
  retryDue(): Promise<number>;
};

export type OutboxDeps = { db: Db; clock: Clock; mailer: Mailer; compose: Record<MailKind, Compose> };

const FIRST_PAUSE_MS = 60_000;
const LONGEST_PAUSE_MS = 60 * 60 * 1000;
/** A recovery mail a day late helps nobody (the trader has asked again or given up): it is dropped, and logged. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** While one process sends a row, others leave it alone for this long (several processes may share the database). */
const CLAIM_MS = 5 * 60 * 1000;

type Row = typeof mailOutbox.$inferSelect;

const isKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);
const isLang = (lang: string): lang is Lang => lang === 'en' || lang === 'ru';

export function mailOutboxOf(deps: OutboxDeps): Outbox {
  const { db, clock, mailer, compose } = deps;

  /** Takes the row for this process's attempt: a conditional update only one process wins. */
  async function claim(row: Row, now: Date): Promise<boolean> {
    const taken = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(mailOutbox.id, row.id), lte(mailOutbox.nextAttemptAt, now)))
      .returning({ id: mailOutbox.id });
    return taken.length > 0;
  }

  async function attempt(row: Row): Promise<boolean> {
    const now = clock.now();
    if (!isKind(row.kind) || !isLang(row.lang) || now.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS) {
      console.warn(`mail ${row.kind} dropped after ${row.attempts} failed attempts`);
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      return false;
    }
    try {
      const mail = await compose[row.kind](row.userId, row.lang, row.toAddress, row.detail);
      const delivery = mail === null ? 'not_sent' : await mailer.send(mail);
      if (delivery === 'not_sent' && mail !== null) console.warn(`mail ${row.kind} not sent: no mail server is configured (SMTP_URL)`);
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      return delivery === 'sent';
    } catch (error) {
      const attempts = row.attempts + 1;
      const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempts - 1));
      await db
        .update(mailOutbox)
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + pause) })
        .where(eq(mailOutbox.id, row.id));
      console.warn(`mail ${row.kind} not delivered (attempt ${attempts}), retrying in ${Math.round(pause / 1000)} s: ${mailErrorKind(error)}`);
      return false;
    }
  }

  return {
    async send(kind, userId, lang, to, detail) {
      const now = clock.now();
      // A newer request of the same mail replaces one still waiting: the trader gets the mail they asked for last.
      // A notice to another address, or about another thing (another sign-in, another withdrawal), is a different
      // mail (each old address of two quick changes hears of its own).
      await db
        .delete(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, kind),
            eq(mailOutbox.userId, userId),
            to === undefined ? isNull(mailOutbox.toAddress) : eq(mailOutbox.toAddress, to),
            detail === undefined ? isNull(mailOutbox.detail) : eq(mailOutbox.detail, detail),
          ),
        );
      const [row] = await db
        .insert(mailOutbox)
        .values({ kind, userId, lang, toAddress: to ?? null, detail: detail ?? null, createdAt: now, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .returning();
      if (row) await attempt(row);
    },

    async retryDue() {
      const now = clock.now();
      const due = await db.select().from(mailOutbox).where(lte(mailOutbox.nextAttemptAt, now)).orderBy(asc(mailOutbox.id)).limit(100);
      let sent = 0;
      for (const row of due) {
        if (await claim(row, now)) sent += (await attempt(row)) ? 1 : 0;
      }
      return sent;
    },
  };
}
