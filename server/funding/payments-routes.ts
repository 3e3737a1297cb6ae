import { Hono } from 'hono';
import type { InputOf } from '../../common/api/route.ts';
import { bitcoinSave, netellerPay, paymentsOutcome, reportPayment, skrillListen, skrillPay, walletPay } from '../../common/api/funding.calls.ts';
import { flagOf } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { type AskedBy, handle, signedOut } from '../http/handle.ts';
import { callKey, missingKey } from '../http/idempotency.ts';
import { type Json, type Outcome, payByNeteller, paymentOutcome, reportBitcoin, requestPayment, skrillOutcome } from './payments-service.ts';

// Wallet, e-money and bank payments (spec §7 "Other payments"; server/API.md "Wallet payments"). Rules: ./payments-service.ts.


/** The deposit fields every payment call carries, under the request's key. */
const depositOf = (asked: AskedBy<InputOf<typeof walletPay>>, key: string) => ({
  key,
  amount: asked.input.amount ?? '',
  currency: asked.input.currency ?? '',
  bonus: asked.input.bonus ?? '',
  fixed: flagOf(asked.input.fixed) === true,
});

export function paymentRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const paid = (outcome: Outcome) => async (asked: AskedBy<InputOf<typeof walletPay>>) => {
    const key = callKey(asked.c, asked.input.idempotency_key);
    if (key === null) return missingKey(asked.lang);
    const processor = asked.c.req.param('method') ?? '';
    const extra: Json = processor === 'bank' && deps.payments ? { details: { ...deps.payments.bankDetails } } : {};
    return (await requestPayment(deps, asked.userId, asked.lang, { ...depositOf(asked, key), processor, outcome, extra })) ?? signedOut(asked.c);
  };
  handle(app, walletPay, paid('pay'));
  handle(app, reportPayment, paid('report'));

  // Skrill answers with its own page's address (spec §7 "returns redirect"); the payment stays pending until the
  // trader approves it there, and the page returns the browser to the funding page.
  handle(app, skrillPay, async (asked) => {
    const key = callKey(asked.c, asked.input.idempotency_key);
    if (key === null) return missingKey(asked.lang);
    return (await requestPayment(deps, asked.userId, asked.lang, { ...depositOf(asked, key), processor: 'skrill', outcome: 'hosted' })) ?? signedOut(asked.c);
  });

  handle(app, netellerPay, async (asked) => {
    const key = callKey(asked.c, asked.input.idempotency_key);
    if (key === null) return missingKey(asked.lang);
    const { net_account = '', secure_id = '' } = asked.input;
    return (await payByNeteller(deps, asked.userId, asked.lang, net_account, secure_id, depositOf(asked, key))) ?? signedOut(asked.c);
  });

  handle(app, bitcoinSave, async (asked) => {
    const key = callKey(asked.c, asked.input.idempotency_key);
    if (key === null) return missingKey(asked.lang);
    return (await reportBitcoin(deps, asked.userId, asked.lang, asked.input.btc ?? '', depositOf(asked, key))) ?? signedOut(asked.c);
  });

  handle(app, skrillListen, async ({ input, userId, lang }) => {
    const id = Number(input.id ?? '');
    return skrillOutcome(deps, userId, lang, Number.isSafeInteger(id) && id > 0 ? id : null, (input.idempotency_key ?? '').trim());
  });

  handle(app, paymentsOutcome, async ({ input, userId, lang, c }) => {
    const key = callKey(c, input.idempotency_key);
    return key === null ? missingKey(lang) : paymentOutcome(deps, userId, lang, key);
  });

  return app;
}
