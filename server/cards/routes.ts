import { Hono } from 'hono';
import type { InputOf } from '../../common/api/route.ts';
import {
  cardCancel, cardListenCalls, cardOutcome as outcomeCall, cardPay, entroCvv, entroRedirect, entroReject, ezpayPage, pfsSecure, type PayProcessor,
  shapeInvoice, unionListen, vloadPrepare, vloadStart, zoomScript as scriptCall, zoomSession,
} from '../../common/api/cards.calls.ts';
import { quickReport, removeCard } from '../../common/api/funding.calls.ts';
import { flagOf } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { errorReply } from '../http/errors.ts';
import { type AskedBy, handle, handlePublic, refuse, signedOut } from '../http/handle.ts';
import { callKey, missingKey } from '../http/idempotency.ts';
import { safeEqual } from '../lib/tokens.ts';
import { fromWire, type Refusal } from '../lib/refusal.ts';
import type { QuickResult } from '../../common/api/payments.ts';
import { t } from '../i18n.ts';
import { isHosted, type PageProcessor } from './hosted.ts';
import { listenReply, UNION_PROCESSORS } from './listen.ts';
import { openPagePayment, pageOnward } from './pages.ts';
import { payByCard } from './pay.ts';
import { forgetCard, MAX_QUICK_KEY, quickTopUp } from './quick.ts';
import { cancelPayment, cardOutcome, confirmEntroPin, payFromEntropay, rejectEntroPin } from './steps.ts';
import { applyCardWebhook } from './webhook.ts';
import { openZoomSession, zoomScript } from './zoom.ts';

// Card deposits (spec §4, §7; server/API.md "Card deposits"): each processor's pay and listen calls, the hosted
// pages, Entropay's steps, ZOOM's session, the quick top-up, cancel and outcome, and the processor's webhook.
// Rules: pay.ts, pages.ts, steps.ts, quick.ts, decide.ts; the processor itself sits behind ./processor.ts.

/** Where the card processor tells the app a charge moved on. Outside /api/: its caller is the processor, not a browser. */
export const CARD_WEBHOOK_PATH = '/webhooks/card';

type PayAsked = AskedBy<InputOf<(typeof cardPay)[PayProcessor]>>;

const paymentErrorPage = (lang: string) => `/${lang === 'ru' ? 'ru' : 'en'}/trading#/show/funding/payment_error`;

/** A pay body's deposit fields as text, for the attempt's request. */
const depositFields = ({ input }: PayAsked): Record<string, string> => ({
  amount: input.amount ?? '', bonus: input.bonus ?? '', currency: input.currency ?? '', deposit_id: input.deposit_id ?? '', token: input.token ?? '',
  idempotency_key: input.idempotency_key ?? '', fixed: String(input.fixed ?? ''),
});
const cardFields = (card: Readonly<Record<string, string | number>> | undefined) =>
  Object.fromEntries(Object.entries(card ?? {}).filter(([, value]) => typeof value === 'string')) as Record<string, string>;

export function cardRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The processors that take the card in the app; the hosted-page ones (SHAPE, AGNI) open their page below.
  for (const [processor, call] of Object.entries(cardPay) as [PayProcessor, (typeof cardPay)[PayProcessor]][]) {
    if (isHosted(processor)) continue;
    handle(app, call, async (asked) => {
      const key = callKey(asked.c, asked.input.idempotency_key);
      if (key === null) return missingKey(asked.lang);
      const payment = { key, fields: depositFields(asked), card: cardFields(asked.input.card), fixed: flagOf(asked.input.fixed) === true };
      const reply = await payByCard(deps, asked.userId, asked.lang, processor, payment);
      return reply ? fromWire(reply) : signedOut(asked.c);
    });
  }

  // SHAPE: a JSON call that names the invoice (guid); the client then sends the browser to /api/shape/invoice/{guid}.
  handle(app, cardPay.SHAPE, async (asked) => {
    const key = callKey(asked.c, asked.input.idempotency_key);
    if (key === null) return missingKey(asked.lang);
    const fields = depositFields(asked);
    const opened = await openPagePayment(deps, asked.userId, asked.lang, 'SHAPE', key, (name) => (fields[name] ?? '').trim());
    if (!opened) return signedOut(asked.c);
    const { reply, row } = opened;
    return fromWire(reply.return === true ? { ...reply, guid: row.transactionId } : reply);
  });

  // AGNI: a form POST navigation (spec §7 {amount,bonus,currency}); the form carries the CSRF token as `csrf`.
  handle(app, cardPay.AGNI, async (asked) => {
    const key = callKey(asked.c, asked.input.idempotency_key);
    if (key === null) return missingKey(asked.lang);
    const fields = depositFields(asked);
    const opened = await openPagePayment(deps, asked.userId, asked.lang, 'AGNI', key, (name) => (fields[name] ?? '').trim());
    return opened ? asked.c.redirect(opened.target, 303) : signedOut(asked.c);
  });

  /**
   * The GETs that open a payment: a top-level link from another site carries the Lax session cookie, so without the
   * double-submit token (which that site cannot read) nothing is recorded.
   */
  const openByLink = async ({ c, userId, lang }: AskedBy<unknown>, processor: PageProcessor) => {
    const query = (name: string) => (c.req.query(name) ?? '').trim();
    if (!safeEqual(c.var.csrfToken, query('csrf'))) return null;
    const key = callKey(c, query('idempotency_key'));
    if (key === null) return missingKey(lang);
    return (await openPagePayment(deps, userId, lang, processor, key, query)) ?? signedOut(c);
  };

  // EZPAY: the browser itself comes here (spec §7 redirect to /api/card/fast/ezpay?amount&fixed&bonus).
  handle(app, ezpayPage, async (asked) => {
    const opened = await openByLink(asked, 'EZPAY');
    if (opened === null) return asked.c.redirect(paymentErrorPage(asked.lang), 303);
    return 'row' in opened ? asked.c.redirect(opened.target, 303) : opened;
  });

  // VLOAD (spec §7): GET /api/vload/prepare opens the payment and names its start (JSON, as SHAPE's pay call)...
  handle(app, vloadPrepare, async (asked) => {
    const opened = await openByLink(asked, 'VLOAD');
    if (opened === null) return errorReply(asked.c, 403, 'csrf');
    return 'row' in opened ? fromWire(opened.reply) : opened;
  });

  // ...and the browser goes to /api/vload/start?amount (+ the tx that names the payment) on its way to the card page.
  const onward = (processor: PageProcessor | 'PFS', id: (asked: AskedBy<unknown>) => string, unknown: string) => async (asked: AskedBy<unknown>) => {
    const target = await pageOnward(deps, asked.userId, processor, id(asked));
    return target ? asked.c.redirect(target, 303) : asked.c.text(unknown, 404);
  };
  handle(app, vloadStart, onward('VLOAD', ({ c }) => (c.req.query('tx') ?? '').trim(), 'Unknown payment'));
  handle(app, shapeInvoice, onward('SHAPE', ({ c }) => c.req.param('guid') ?? '', 'Unknown invoice'));
  // PFS's secure step: the browser passes here on its way to the bank page, and back to the listen route after.
  handle(app, pfsSecure, onward('PFS', ({ c }) => c.req.param('ref') ?? '', 'Unknown payment'));

  for (const call of cardListenCalls) {
    handle(app, call, async ({ input, userId }) => fromWire(await listenReply(deps, userId, input.transaction_id || input.id || '')));
  }
  handle(app, unionListen, async ({ input, userId }) => fromWire(await listenReply(deps, userId, (input.transaction_id ?? '').trim(), UNION_PROCESSORS)));

  // POST only: asking about a key spends it (a key the server never saw is burnt so it can never charge later).
  handle(app, outcomeCall, async ({ input, userId, lang, c }) => {
    const key = callKey(c, input.idempotency_key);
    return key === null ? missingKey(lang) : cardOutcome(deps, userId, key);
  });

  handle(app, cardCancel, async ({ input, userId, lang, c }) => {
    const key = callKey(c, input.idempotency_key);
    return key === null ? missingKey(lang) : fromWire(await cancelPayment(deps, userId, key));
  });

  // Entropay's PIN/cvv dialog, its rejection, and its wallet payment by redirect (spec §4, §7).
  handle(app, entroCvv, async ({ input, userId, lang, c }) => fromWire(await confirmEntroPin(deps, userId, lang, callKey(c, input.idempotency_key) ?? '', (input.cvv ?? '').trim())));
  handle(app, entroReject, async ({ input, userId, lang, c }) => {
    await rejectEntroPin(deps, userId, lang, callKey(c, input.idempotency_key) ?? '');
    return {};
  });
  /**
   * The browser comes here from Entropay's start dialog; the idempotency key and the CSRF token ride in the query
   * (`csrf`): the GET charges, so without the token nothing is charged and the browser goes to the payment error.
   */
  handle(app, entroRedirect, async ({ c, userId, lang }) => {
    const query = (name: string) => (c.req.query(name) ?? '').trim();
    const key = callKey(c, query('idempotency_key'));
    if (key === null) return missingKey(lang);
    if (!safeEqual(c.var.csrfToken, query('csrf'))) return c.redirect(paymentErrorPage(lang), 303);
    const target = await payFromEntropay(deps, userId, lang, key, query, paymentErrorPage(lang));
    return target ? c.redirect(target, 303) : signedOut(c);
  });

  // ZOOM's session step (spec §7 /api/zoom {action:session,amount}) and, in the sandbox only, its script.
  handle(app, zoomSession, async ({ input, userId, lang }) =>
    input.action === 'session' ? openZoomSession(deps.db, userId, deps.clock.now()) : refuse(t(lang, 'card.unknown_action'), { code: 'bad_request' }),
  );
  handlePublic(app, scriptCall, async ({ c, session }) => (deps.config.sandbox ? zoomScript(deps.db, session?.userId ?? null) : errorReply(c, 404, 'not_found')));

  // Quick top-up and the card on file's removal.
  handle(app, quickReport, async ({ input, userId, lang, c }) => {
    const key = callKey(c, input.idempotency_key);
    if (key === null || key.length > MAX_QUICK_KEY) return missingKey(lang);
    const reply = await quickTopUp(deps, userId, lang, { key, amount: input.amount ?? '', bonus: input.bonus ?? '', fixed: flagOf(input.fixed) === true });
    // A card reply is built as wire JSON (decide.ts); its shape is the contract's QuickReply, checked when sent under test.
    return reply ? (fromWire(reply) as QuickResult | Refusal) : signedOut(c);
  });
  handle(app, removeCard, async ({ input, userId, lang }) => forgetCard(deps, userId, lang, Number(input.id ?? '')));

  // The processor's webhook: signed by the processor, not a trader's call (no session, no CSRF token).
  app.post(CARD_WEBHOOK_PATH, async (c) => {
    const outcome = await applyCardWebhook(deps, await c.req.text(), c.req.raw.headers);
    switch (outcome) {
      case 'no_processor':
        return c.json({ return: false, code: 'not_found' }, 404);
      case 'unsigned':
        return c.json({ return: false, code: 'signature' }, 401);
      case 'ignored':
        return c.json({ return: true, applied: false });
      case 'applied':
        return c.json({ return: true, applied: true });
    }
  });

  return app;
}
