import { Hono } from 'hono';
import { type Coin, COINS } from '../../common/coins.ts';
import type { InputOf } from '../../common/api/route.ts';
import { bitcoinDeposit, bitcoinRates, btcShape, coinCheck, coinPay, cryptoOutcome, exchangeTrigger, vloadFinish } from '../../common/api/funding.calls.ts';
import { flagOf } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { type AskedBy, handle, handlePublic, signedOut } from '../http/handle.ts';
import { callKey, missingKey } from '../http/idempotency.ts';
import { checkInvoice, exchangeBalances, invoiceOutcome, invoiceRates, makeInvoice } from './crypto-service.ts';

// Crypto invoices (spec §7 "Other payments", "Invoice checks"; server/API.md "Crypto invoices"). Rules: ./crypto-service.ts.

type PayInput = AskedBy<InputOf<typeof coinPay>>;

const coinOf = (param: string | undefined): Coin => (COINS as readonly string[]).includes(param ?? '') ? (param as Coin) : 'btc';

export function cryptoRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const pay = (fixedCoin?: Coin) => async ({ input, userId, lang, c }: PayInput) => {
    const key = callKey(c, input.idempotency_key);
    if (key === null) return missingKey(lang);
    const request = {
      coin: fixedCoin ?? coinOf(c.req.param('coin')),
      key,
      fixed: flagOf(input.fixed) === true,
      amount: input.amount ?? '',
      currency: input.currency ?? '',
      bonus: input.bonus ?? '',
      isErc20: flagOf(input.is_erc20) === true,
      token: input.token ?? '',
    };
    return (await makeInvoice(deps, userId, lang, request)) ?? signedOut(c);
  };
  handle(app, coinPay, pay());
  // Spec §7 /api/bitcoin/deposit and /api/btc/shape: the legacy bitcoin entry points, the same BTC invoice.
  handle(app, bitcoinDeposit, pay('btc'));
  handle(app, btcShape, pay('btc'));

  handle(app, coinCheck, async ({ input, userId, lang, c }) => checkInvoice(deps, userId, lang, coinOf(c.req.param('coin')), (input.guid ?? '').trim()));

  handle(app, cryptoOutcome, async ({ input, userId, lang, c }) => {
    const key = callKey(c, input.idempotency_key);
    return key === null ? missingKey(lang) : invoiceOutcome(deps, userId, key);
  });

  handle(app, exchangeTrigger, async ({ userId }) => exchangeBalances(deps, userId));
  handle(app, bitcoinRates, async ({ lang }) => invoiceRates(deps, lang));

  /** The vload flow's end (spec §4): after its BTC invoice is paid the browser lands on the funding success. */
  handlePublic(app, vloadFinish, async ({ c }) => c.redirect(`/${c.req.query('lang') === 'ru' ? 'ru' : 'en'}/trading#/show/funding/payment_success`, 303));

  return app;
}
