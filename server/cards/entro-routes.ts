import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { safeEqual } from '../lib/tokens.ts';
import { findUserById } from '../users/repo.ts';
import { returnUrl } from './return-url.ts';
import { unavailableRefusal } from './unavailable.ts';
import { attemptDecisions } from './decide.ts';
import { KEY, keyRequired, keyOf } from '../http/idempotency.ts';
import { attemptByKey, attemptRequest, decline, insertAttempt } from './request.ts';
import { currentReply, settle } from './service.ts';
import { sessionUserId } from '../http/session.ts';
import { t } from '../i18n.ts';

// Entropay's own steps beyond its pay call (spec §4, §7): the PIN/cvv dialog, its rejection, and the redirect payment.

export function cardEntroRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { charge, finish, refuse, depositRefusal } = attemptDecisions({ db, clock });

  // Entropay's PIN/cvv dialog answer (spec §4, §5 'Please fill cvv!').
  app.post('/api/entro/cvv', async (c) => {
    const userId = sessionUserId(c);
    const fields = await readFields(c);
    const row = await attemptByKey(db, userId, keyOf(c, fields));
    if (!row) return c.json(decline('not_found', 'Unknown payment.', true));
    if (row.status !== 'dialog') return c.json(currentReply(row));
    if (field(fields, 'cvv').trim().length < 3) return c.json(decline('cvv', t(c.var.lang, 'card.cvv'), false, row.transactionId));
    // A dialog is only opened by a processor's pay call; should none be configured since, the payment ends refused.
    if (!cards) {
      const { code, message } = unavailableRefusal(c.var.lang);
      await settle(db, row.id, ['dialog'], 'declined', clock.now(), { code, message });
      return c.json(decline(code, message, false, row.transactionId));
    }
    // The processor held the charge for this PIN: it releases it now and answers how it went.
    return c.json(await finish(row, await cards.confirm({ processor: row.processor, chargeId: row.chargeId, pin: field(fields, 'cvv').trim() })));
  });

  app.post('/api/entro/reject', async (c) => {
    const userId = sessionUserId(c);
    const row = await attemptByKey(db, userId, keyOf(c, await readFields(c)));
    const rejected = row && (await settle(db, row.id, ['dialog'], 'declined', clock.now(), { code: 'rejected', message: t(c.var.lang, 'card.rejected') }));
    // The charge the processor held for the PIN will never be confirmed: let it go there too.
    if (rejected && cards && rejected.chargeId !== '') {
      await cards.cancel({ processor: rejected.processor, chargeId: rejected.chargeId }).catch((error: unknown) => {
        // The payment is already declined here; a held charge the processor keeps is never confirmed.
        console.warn(`card: cancelling ${rejected.chargeId} failed`, error instanceof Error ? error.message : error);
      });
    }
    return c.json({ return: true });
  });

  /**
   * Entropay's start dialog "continue" (spec §4, §7 redirect /api/entro/redirect?amount): the browser comes here, the
   * processor takes the payment from the trader's Entropay account (no card number travels) and sends the
   * browser back to the listen route, whose listen call reads the outcome. The idempotency key rides in the query:
   * a reload of this URL charges nothing more. The CSRF token rides in the query too (`csrf`): without it, 303 to
   * the funding page's payment error and no charge.
   */
  app.get('/api/entro/redirect', async (c) => {
    const userId = sessionUserId(c);
    const query = (name: string) => (c.req.query(name) ?? '').trim();
    const key = query('idempotency_key');
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const lang = c.var.lang === 'ru' ? 'ru' : 'en';
    const failed = `/${lang}/trading#/show/funding/payment_error`;
    // The GET charges, and a top-level link from another site carries the Lax session cookie: without the
    // double-submit token (which that site cannot read) nothing is charged.
    if (!safeEqual(c.var.csrfToken, query('csrf'))) return c.redirect(failed, 303);
    const seen = await attemptByKey(db, userId, key);
    if (seen) return c.redirect(seen.processor === 'ENTROPAY' ? returnUrl(seen) : failed, 303);

    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    const request = await attemptRequest(db, user, query);
    // The trader's Entropay account pays (no card travels): the deposit rules first, then the processor charges it.
    const inserted = await insertAttempt(db, { user, key, processor: 'ENTROPAY', request, lang: c.var.lang, now: clock.now() });
    if (!inserted) return c.redirect(failed, 303);
    const refusal = cards ? await depositRefusal(user, request, c.var.lang) : unavailableRefusal(c.var.lang);
    if (refusal) await refuse(inserted, refusal.code, refusal.message, false);
    else if (cards) await charge(cards, inserted, { kind: 'wallet' });
    return c.redirect(returnUrl(inserted), 303);
  });

  return app;
}
