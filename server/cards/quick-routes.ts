import { and, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { brandLabel } from '../../common/card-brands.ts';
import { pfsAllowed } from '../../common/deposit.ts';
import { cardAttempts, type CardAttemptRow } from '../db/schema-cards.ts';
import { readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { KEY, keyOf, keyRequired } from '../http/idempotency.ts';
import { sessionUserId } from '../http/session.ts';
import { type Lang, t } from '../i18n.ts';
import { formatAmount } from '../lib/money.ts';
import { findUserById } from '../users/repo.ts';
import { attemptDecisions } from './decide.ts';
import { fraudRefusal } from './fraud.ts';
import { cardOnFile, quickAllowed, removeCard } from './on-file.ts';
import { attemptRequest, insertAttempt } from './request.ts';
import { type CardJson, currentReply, effectiveCascade, settleIfStale } from './service.ts';
import { unavailableRefusal } from './unavailable.ts';
import { formatMoney } from '../../common/money.ts';

// Quick top-up (spec §6 /api/report/quick): the card on file charged again through the trader's cascade, under
// the request's idempotency key, with every rule a card deposit passes. And the card on file's removal.

/**
 * The processors that can charge a token: a hosted page is where a number is typed (a token needs none), but
 * Entropay pays from its own wallet and ZOOM only with a session the trader's browser opened.
 */
const TOKEN_CANNOT_PAY = new Set(['ENTROPAY', 'ZOOM']);

/** Room for the attempt's suffix in an attempt key (http/idempotency.ts KEY allows 120 characters). */
const MAX_QUICK_KEY = 110;

/** The attempts of one quick top-up share its deposit id; their own keys are the request's, numbered. */
const depositIdOf = (key: string) => `quick:${key}`;
const attemptKey = (key: string, step: number) => `${key}.q${step}`;

/** What a quick top-up answers, from the attempt that ended it (approved, pending, a bank page, or a decline). */
function answer(row: CardAttemptRow, reply: CardJson, lang: Lang): CardJson {
  if (reply.return !== true) return reply;
  const card = `${brandLabel(row.brand)} •••• ${row.last4}`;
  const message = reply.status === 'approved' ? t(lang, 'quick.approved', { amount: formatMoney(row.amount, row.currency, lang), card }) : t(lang, 'quick.pending');
  return { ...reply, processor: row.processor, bonus: formatAmount(row.bonus, row.currency), message };
}

export function quickTopUpRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { charge: chargeAt, refuse, depositRefusal } = attemptDecisions({ db, clock });

  /** A key seen before answers what its last attempt says now, and charges nothing. */
  const replay = async (userId: number, key: string, lang: Lang) => {
    const [last] = await db
      .select()
      .from(cardAttempts)
      .where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.depositId, depositIdOf(key))))
      .orderBy(desc(cardAttempts.id))
      .limit(1);
    if (!last) return null;
    const row = await settleIfStale(db, last, clock.now());
    return answer(row, currentReply(row), lang);
  };

  app.post('/api/report/quick', async (c: Context<AppEnv>) => {
    const lang = c.var.lang;
    const fields = await readFields(c);
    const key = keyOf(c, fields);
    if (!KEY.test(key) || key.length > MAX_QUICK_KEY) return c.json(keyRequired(lang), 400);
    const user = await findUserById(db, sessionUserId(c));
    if (!user) return errorReply(c, 401, 'auth');

    const seen = await replay(user.id, key, lang);
    if (seen) return c.json(seen);
    const card = await cardOnFile(db, user.id);
    if (!card?.token) return c.json({ return: false, code: 'quick.no_card', message: t(lang, 'quick.no_card') });
    if (!quickAllowed(user)) return c.json({ return: false, code: 'quick.unavailable', message: t(lang, 'quick.unavailable') });
    if (!cards) return c.json({ return: false, ...unavailableRefusal(lang) });

    const read = (name: string) => (name === 'deposit_id' ? depositIdOf(key) : name === 'currency' ? '' : typeof fields[name] === 'string' ? (fields[name] as string) : '');
    const request = await attemptRequest(db, user, read, fields.fixed === true || read('fixed') === 'true');
    const onFile = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    const token = card.token;
    const processors = (await effectiveCascade(db, user)).split(',').map((name) => name.trim()).filter((name) => name !== '' && !TOKEN_CANNOT_PAY.has(name));

    const charge = async (row: CardAttemptRow, processor: string): Promise<CardJson> => {
      if (processor === 'PFS' && !pfsAllowed(user.country)) return refuse(row, 'pfs_country', t(lang, 'card.pfs_country'), true);
      if (processor === 'FRAUD') {
        // The issuer was screened when the card was first charged; the day's declines of this card still count.
        const fraud = await fraudRefusal(db, row, false, clock.now());
        if (fraud) return refuse(row, fraud.code, fraud.message, false);
      }
      const refusal = await depositRefusal(user, request, lang);
      if (refusal) return refuse(row, refusal.code, refusal.message, false);
      return chargeAt(cards, row, { kind: 'token', token });
    };

    // The cascade as a card deposit runs it: the next processor only after a decline that says it may cascade.
    let last: { row: CardAttemptRow; reply: CardJson } | null = null;
    for (const [step, processor] of processors.entries()) {
      const row = await insertAttempt(db, { user, key: attemptKey(key, step), processor, request, card: onFile, lang, now: clock.now() });
      // A twin request with this key is charging: report what it has so far.
      if (!row) return c.json((await replay(user.id, key, lang)) ?? { return: false, ...unavailableRefusal(lang) });
      const reply = await charge(row, processor);
      last = { row, reply };
      if (reply.return === true || reply.cascade !== true) break;
    }
    if (!last) return c.json({ return: false, ...unavailableRefusal(lang) });
    return c.json(answer(last.row, last.reply, lang));
  });

  /** The trader forgets a card: its token and every saved copy. */
  app.post('/api/card/remove', async (c) => {
    const fields = await readFields(c);
    const id = Number(fields.id);
    const removed = Number.isSafeInteger(id) && id > 0 && (await removeCard(db, sessionUserId(c), id));
    if (!removed) return c.json({ return: false, code: 'card.not_found', message: t(c.var.lang, 'card.not_found') });
    return c.json({ return: true, message: t(c.var.lang, 'card.removed') });
  });

  return app;
}
