import { formatMoney } from '../../common/money.ts';
import type { Db } from '../db/client.ts';
import { userNotifications } from '../db/schema-trading.ts';
import type { ServerNotification } from '../../common/api/notifications.ts';
import type { ReportOrder } from '../../common/api/history.ts';
import { isMessageKey, type KeysOf, type Lang, t } from '../i18n.ts';
import { toOrderDto } from '../platform/search.ts';
import { closedSince, markAllRead, markRead, newestNotifications, unreadCount } from './queries.ts';

export { NOTIFICATIONS_LIST_LIMIT } from './queries.ts';

/** A notice composed by hand (the back office, the sandbox, a note already worded): stored as written. */
export async function addNotification(db: Db, userId: number, text: string, now: Date): Promise<number> {
  const [row] = await db.insert(userNotifications).values({ userId, text, createdAt: now }).returning({ id: userNotifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

export type NoticeKey = KeysOf<'notice'>;

/**
 * A notice of an event the trader should hear of (a deposit credited, a withdrawal paid…): stored as its catalogue
 * key and values, so it reads in the trader's language whenever and wherever it is read. Call it inside the
 * transaction that made the event, so a rolled-back event tells nobody.
 */
export async function notify(db: Db, userId: number, key: NoticeKey, vars: Readonly<Record<string, string>>, now: Date): Promise<void> {
  await db.insert(userNotifications).values({ userId, text: '', messageKey: `notice.${key}`, messageVars: vars, createdAt: now });
}

/** The values of a notice that are money in its `currency`: each is read as the app shows money ("15 000,00 RUB"). */
const MONEY_VARS = ['amount', 'bonus'] as const;

/**
 * A notice's values as the reader's language shows them: its amounts formatted as money in that language (stored
 * as plain decimals, "15000.00", so a notice read in ru says "15 000,00 RUB" and in en "15,000.00 RUB").
 */
function wordedVars(vars: Readonly<Record<string, string>>, lang: Lang): Record<string, string> {
  const currency = vars['currency'];
  if (!currency) return { ...vars };
  const worded: Record<string, string> = { ...vars };
  for (const name of MONEY_VARS) {
    const value = vars[name];
    if (value !== undefined) worded[name] = formatMoney(value, currency, lang);
  }
  return worded;
}

/** A stored notice in the reader's language: its own words, or its key worded now. */
export function noticeText(row: { text: string; messageKey: string | null; messageVars: Readonly<Record<string, string>> | null }, lang: Lang): string {
  if (row.messageKey === null) return row.text;
  return isMessageKey(row.messageKey) ? t(lang, row.messageKey, wordedVars(row.messageVars ?? {}, lang)) : row.text;
}

/** The notices whose arrival changes a list the app shows: a withdrawal's outcome moves it out of the pending ones. */
const WITHDRAWAL_NOTICES: ReadonlySet<string> = new Set(['notice.withdrawal_paid', 'notice.withdrawal_declined']);

function aboutOf(messageKey: string | null): ServerNotification['about'] {
  return messageKey !== null && WITHDRAWAL_NOTICES.has(messageKey) ? 'withdrawal' : undefined;
}

/**
 * How far back a poll reports settled trades: a few poll intervals (30 s), so a poll that failed or a tab that took
 * over leadership still hears of a close, while an old one is never announced as news.
 */
export const CLOSED_WINDOW_MS = 5 * 60 * 1000;

type NotificationsReply = { list: ServerNotification[]; count: number; closed?: ReportOrder[] };

/** The trader's newest notices in the reader's language, how many are unread in all, and the trades settled just now. */
export async function notificationsOf(db: Db, userId: number, lang: Lang, now: Date): Promise<NotificationsReply> {
  const [rows, closed] = await Promise.all([newestNotifications(db, userId), closedSince(db, userId, new Date(now.getTime() - CLOSED_WINDOW_MS))]);
  const list = rows.map((row): ServerNotification => {
    const about = aboutOf(row.messageKey);
    const base = { id: row.id, text: noticeText(row, lang), read: row.read === 1 ? (1 as const) : (0 as const), createdAt: row.createdAt.getTime() };
    return about === undefined ? base : { ...base, about };
  });
  const count = Number(rows[0]?.unread ?? 0);
  // Most polls find no trade closed: the field is left out then, and the answer is what it always was.
  return closed.length === 0 ? { list, count } : { list, count, closed: closed.map(toOrderDto) };
}

/** Marks one of the trader's notices read (someone else's id changes nothing); the unread count after it. */
export async function readOne(db: Db, userId: number, id: number): Promise<number> {
  await markRead(db, userId, id);
  return unreadCount(db, userId);
}

export async function readAll(db: Db, userId: number): Promise<number> {
  await markAllRead(db, userId);
  return 0;
}
