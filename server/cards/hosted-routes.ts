import { safeEqual } from '../lib/tokens.ts';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { type CardAttemptRow, cardAttempts } from '../db/schema-cards.ts';
import { type Fields, field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { findUserById } from '../users/repo.ts';
import { returnUrl } from './return-url.ts';
import { unavailableRefusal } from './unavailable.ts';
import { attemptDecisions } from './decide.ts';
import { KEY, keyRequired } from '../http/idempotency.ts';
import { attemptByKey, attemptRequest, insertAttempt } from './request.ts';
import type { CardJson } from './service.ts';
import { sessionUserId } from '../http/session.ts';
import { awaitingCard, hostedPageUrl, type PageProcessor } from './hosted.ts';
import { t } from '../i18n.ts';

/*
 * The hosted-page processors of spec §7: the trader types the card on the processor's own page, so no card
 * travels through our app. EZPAY is a redirect to /api/card/fast/ezpay?amount&fixed&bonus; SHAPE is
 * /api/shape/pay, then a redirect to /api/shape/invoice/{guid}; AGNI is a form POST to /api/fm/agni/pay
 * {amount,bonus,currency}; VLOAD is GET /api/vload/prepare, then a redirect to /api/vload/start?amount. Each
 * opens a charge at the processor with no card (`hosted`): the attempt waits for the card (status 'challenge', no
 * card yet) and the browser goes to the page the processor named, which returns to /listen/...; the processor
 * tells the outcome through its webhook, or when the listen call asks.
 */


type Opened = { row: CardAttemptRow; reply: CardJson; target: string };

const fromQuery = (c: Context<AppEnv>) => (name: string) => (c.req.query(name) ?? '').trim();
const fromFields = (fields: Fields) => (name: string) => field(fields, name).trim();

/** The processor's page while the payment waits there (its card page, or the bank's check after it), else the listen route. */
const onward = (c: Context<AppEnv>, row: CardAttemptRow) => c.redirect(row.status === 'challenge' && row.actionUrl !== '' ? row.actionUrl : returnUrl(row), 303);

export function cardHostedRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { charge, refuse, depositRefusal } = attemptDecisions({ db, clock });

  /**
   * Opens (or, for a repeated key, finds) the attempt and says where the browser goes: the processor's page, or
   * the listen route when a deposit rule refused it (whose listen call then reads the refusal).
   */
  async function open(c: Context<AppEnv>, processor: PageProcessor, read: (name: string) => string): Promise<Opened | Response> {
    const userId = sessionUserId(c);
    const key = read('idempotency_key').trim();
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const seen = await attemptByKey(db, userId, key);
    if (seen) {
      const reply = (seen.firstReply as CardJson | null) ?? { return: false, code: 'void', message: t(c.var.lang, 'card.void'), cascade: true };
      return { row: seen, reply, target: awaitingCard(seen) ? hostedPageUrl(seen) : returnUrl(seen) };
    }
    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    const request = await attemptRequest(db, user, read);
    const inserted = await insertAttempt(db, { user, key, processor, request, lang: c.var.lang, now: clock.now() });
    if (!inserted) return open(c, processor, read); // the same key at once: answer as a replay
    const refusal = cards ? await depositRefusal(user, request, c.var.lang) : unavailableRefusal(c.var.lang);
    if (refusal || !cards) {
      const { code, message } = refusal ?? unavailableRefusal(c.var.lang);
      return { row: inserted, reply: await refuse(inserted, code, message, false), target: returnUrl(inserted) };
    }
    // The processor opens a charge that waits for the card on its own page, and names that page.
    const reply = await charge(cards, inserted, { kind: 'hosted' });
    const target = reply.return === true && reply.status === 'redirect' && typeof reply.redirect === 'string' ? reply.redirect : returnUrl(inserted);
    return { row: inserted, reply, target };
  }

  /**
   * A GET that opens a payment: a top-level link from another site carries the Lax session cookie, so without
   * the double-submit token (which that site cannot read) nothing is recorded. The browser goes to the funding
   * page's payment error instead.
   */
  const forgedGet = (c: Context<AppEnv>): boolean => !safeEqual(c.var.csrfToken, fromQuery(c)('csrf'));
  const paymentErrorPage = (c: Context<AppEnv>) => `/${c.var.lang === 'ru' ? 'ru' : 'en'}/trading#/show/funding/payment_error`;

  // EZPAY: the browser itself comes here (spec §7 redirect to /api/card/fast/ezpay?amount&fixed&bonus).
  app.get('/api/card/fast/ezpay', async (c) => {
    if (forgedGet(c)) return c.redirect(paymentErrorPage(c), 303);
    const opened = await open(c, 'EZPAY', fromQuery(c));
    return opened instanceof Response ? opened : c.redirect(opened.target, 303);
  });

  // AGNI: a form POST navigation (spec §7 {amount,bonus,currency}); the form carries the CSRF token as `csrf`.
  app.post('/api/fm/agni/pay', async (c) => {
    const opened = await open(c, 'AGNI', fromFields(await readFields(c)));
    return opened instanceof Response ? opened : c.redirect(opened.target, 303);
  });

  // SHAPE: a JSON call that names the invoice (guid); the client then sends the browser to /api/shape/invoice/{guid}.
  app.post('/api/shape/pay', async (c) => {
    const opened = await open(c, 'SHAPE', fromFields(await readFields(c)));
    if (opened instanceof Response) return opened;
    const { reply, row } = opened;
    return c.json(reply.return === true ? { ...reply, guid: row.transactionId } : reply);
  });

  /** The trader's attempt on `processor` named by its transaction id, or null. */
  async function attemptOf(c: Context<AppEnv>, processor: PageProcessor, transactionId: string): Promise<CardAttemptRow | null> {
    const userId = sessionUserId(c);
    const [row] = await db
      .select()
      .from(cardAttempts)
      .where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.transactionId, transactionId), eq(cardAttempts.processor, processor)));
    return row ?? null;
  }

  // SHAPE's invoice page.
  app.get('/api/shape/invoice/:guid', async (c) => {
    const row = await attemptOf(c, 'SHAPE', c.req.param('guid'));
    return row ? onward(c, row) : c.text('Unknown invoice', 404);
  });

  // VLOAD (spec §7): GET /api/vload/prepare opens the payment and names its start (JSON, as SHAPE's pay call)...
  app.get('/api/vload/prepare', async (c) => {
    if (forgedGet(c)) return errorReply(c, 403, 'csrf');
    const opened = await open(c, 'VLOAD', fromQuery(c));
    return opened instanceof Response ? opened : c.json(opened.reply);
  });

  // ...and the browser goes to /api/vload/start?amount (+ the tx that names the payment) on its way to the card page.
  app.get('/api/vload/start', async (c) => {
    const row = await attemptOf(c, 'VLOAD', fromQuery(c)('tx'));
    return row ? onward(c, row) : c.text('Unknown payment', 404);
  });

  return app;
}
