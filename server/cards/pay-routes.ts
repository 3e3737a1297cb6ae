import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { checkCardForm, detectCard, stripCardNumber } from '../../common/card.ts';
import { pfsAllowed } from '../../common/deposit.ts';
import { cardAttempts } from '../db/schema-cards.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { findUserById } from '../users/repo.ts';
import { returnUrl } from './return-url.ts';
import { unavailableRefusal } from './unavailable.ts';
import { attemptDecisions } from './decide.ts';
import { fraudRefusal, orangePpl } from './fraud.ts';
import { isHosted } from './hosted.ts';
import { KEY, keyRequired, keyOf } from '../http/idempotency.ts';
import { attemptByKey, attemptRequest, cardOf, decline, insertAttempt } from './request.ts';
import { spendZoomSession, ZOOM_SESSION_REFUSED } from './zoom.ts';
import { type CardJson, currentReply, settleIfStale } from './service.ts';
import { sessionUserId } from '../http/session.ts';
import { t } from '../i18n.ts';

// The processors' pay calls (one per processor, spec §7) and PFS's secure step (Zoom's session: zoom-routes.ts).

type ProcessorName = keyof typeof CARD_PATHS;

export function cardPayRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { charge, refuse, depositRefusal } = attemptDecisions({ db, clock });

  /** One pay call's answer; a Response only for the 400 / 401 that are not card replies. */
  const answer = async (processor: ProcessorName, c: Context<AppEnv>): Promise<CardJson | Response> => {
    const userId = sessionUserId(c);
    const fields = await readFields(c);
    const key = keyOf(c, fields);
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);

    // A repeated key answers what the first request answered, and charges nothing.
    const found = await attemptByKey(db, userId, key);
    const seen = found && (await settleIfStale(db, found, clock.now()));
    if (seen) return seen.status === 'processing' || seen.status === 'void' ? currentReply(seen) : ((seen.firstReply as CardJson | null) ?? currentReply(seen));

    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    const card = cardOf(fields);
    const digits = stripCardNumber(card.cnu ?? '');
    const info = detectCard(digits);
    // Only EARTH and FINITY send a currency (spec §7); the others pay in the current account's. A JSON body may
    // carry `fixed` as a boolean.
    const read = (name: string) => field(fields, name);
    const request = await attemptRequest(db, user, read, fields.fixed === true || read('fixed') === 'true');
    const { currency } = request;
    const inserted = await insertAttempt(db, {
      user,
      key,
      processor,
      request,
      card: {
        brand: info.brand ?? '',
        last4: digits.slice(-4),
        expMonth: (card.emm ?? '').slice(0, 2),
        expYear: (card.eyy ?? '').slice(0, 4),
      },
      lang: c.var.lang,
      now: clock.now(),
    });
    if (!inserted) {
      // Two requests with one key at once: the other one is deciding; report what it has so far.
      const other = await attemptByKey(db, userId, key);
      return other ? currentReply(other) : decline('server_error', 'Some errors try latter', true);
    }

    // No processor configured: refused before anything is charged, and the cascade ends (every processor would say so).
    if (!cards) {
      const { code, message } = unavailableRefusal(c.var.lang);
      return await refuse(inserted, code, message, false);
    }
    // Spec §5: PFS does not take payments from these countries; the next processor may.
    if (processor === 'PFS' && !pfsAllowed(user.country)) return await refuse(inserted, 'pfs_country', t(c.var.lang, 'card.pfs_country'), true);
    // ZOOM pays only with a session token /api/zoom handed to this trader, spent once; the next processor may pay.
    if (processor === 'ZOOM' && !(await spendZoomSession(db, user.id, read('token'), clock.now()))) {
      return await refuse(inserted, ZOOM_SESSION_REFUSED, t(c.var.lang, 'card.zoom_session'), true);
    }
    const problem = checkCardForm(
      { number: digits, month: card.emm ?? '', year: card.eyy ?? '', holder: `${card.fn ?? ''} ${card.ln ?? ''}`, cvv: card.cvv ?? '', country: card.cu ?? 'XX', currency },
      clock.now(),
    );
    if (problem) {
      const message = problem.kind === 'expired' ? 'Expired card' : 'message' in problem ? problem.message : 'Invalid card';
      return await refuse(inserted, problem.kind === 'expired' ? 'expired_card' : 'invalid_card', message, false);
    }
    if (processor === 'FRAUD') {
      const fraud = await fraudRefusal(db, inserted, info.issuerFlag, clock.now());
      if (fraud) return await refuse(inserted, fraud.code, fraud.message, false);
    }
    const refusal = await depositRefusal(user, request, c.var.lang);
    if (refusal) return await refuse(inserted, refusal.code, refusal.message, false);
    // The number goes to the processor for this one charge and is then forgotten with the request.
    const source = { kind: 'card', number: digits, expMonth: card.emm ?? '', expYear: card.eyy ?? '', cvv: card.cvv ?? '', holder: `${card.fn ?? ''} ${card.ln ?? ''}`.trim() } as const;
    // Entropay asks for its PIN before it charges: the charge waits for it (the PIN dialog, /api/entro/cvv).
    return await charge(cards, inserted, source, processor !== 'ENTROPAY');
  };

  // The hosted-page processors (EZPAY, SHAPE, AGNI) take no card here: hosted-routes.ts mounts their calls.
  for (const [processor, path] of Object.entries(CARD_PATHS) as [ProcessorName, string][]) {
    if (isHosted(processor)) continue;
    app.post(path, async (c) => {
      const reply = await answer(processor, c);
      if (reply instanceof Response) return reply;
      return c.json(processor === 'ORANGE_NOT3D' ? orangePpl(reply) : reply);
    });
  }

  // PFS's secure step: the browser passes here on its way to the bank page, and back to the listen route after.
  app.get('/api/card/secure/pfs/:ref', async (c) => {
    const userId = sessionUserId(c);
    const [row] = await db
      .select()
      .from(cardAttempts)
      .where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.transactionId, c.req.param('ref')), eq(cardAttempts.processor, 'PFS')));
    if (!row) return c.text('Unknown payment', 404);
    return c.redirect(row.status === 'challenge' && row.actionUrl !== '' ? row.actionUrl : returnUrl(row), 303);
  });

  return app;
}
