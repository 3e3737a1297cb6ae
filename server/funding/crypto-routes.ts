import { aboveMax, coinAboveMax, MAX_COIN_DEPOSIT } from '../../common/limits.ts';
import { maxAmountRefusal, minDepositMessage } from '../lib/amount-bounds.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { COIN_TICKER, COINS, type Coin, fixedCryptoAmount, INVOICE_TTL_MS, isErc20 } from '../../common/coins.ts';
import { accounts } from '../db/schema.ts';
import { cryptoInvoices } from '../db/schema-crypto.ts';
import { type Fields, field, readFields } from '../http/body.ts';
import { preparedFor } from '../db/prepared.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { t, saying } from '../i18n.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { tierBonus, wantsBonus } from '../deposits/bonus.ts';
import { findUserById } from '../users/repo.ts';
import { effectiveMinimum } from '../cards/service.ts';
import { coinAmount, expireIfDue, invoiceDto } from './invoices.ts';
import { KEY, keyRequired, keyOf } from '../http/idempotency.ts';
import { exchangeBalancesOf } from './exchange-balances.ts';
import { ok } from '../http/reply.ts';
import { RatesReply } from '../../common/api/crypto.ts';
import { formatMoney } from '../../common/money.ts';

// Spec §7 "Other payments" (crypto part) and "Invoice checks": /api/{coin}/pay, /api/{coin}/check, the exchange
// balances of fixed mode, the rates, and the vload finish redirect (server/API.md "Crypto invoices").


const say = saying('crypto');

const flag = (fields: Fields, name: string) => fields[name] === true || field(fields, name) === 'true' || field(fields, name) === '1';

// Each waiting invoice is checked once a minute: built once.
const invoiceOf = preparedFor((db) =>
  db
    .select()
    .from(cryptoInvoices)
    .where(and(eq(cryptoInvoices.userId, sql.placeholder('userId')), eq(cryptoInvoices.guid, sql.placeholder('guid')), eq(cryptoInvoices.coin, sql.placeholder('coin'))))
    .prepare('invoice_check'),
);

export function cryptoRoutes({ db, clock, chain, rates }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const unavailable = (c: Context<AppEnv>) => c.json({ return: false, code: 'unavailable', message: say(c.var.lang, 'unavailable') });

  const pay = (coin: Coin) => async (c: Context<AppEnv>) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const fields = await readFields(c);
    const key = keyOf(c, fields);
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);

    // A repeated key answers the invoice the first request made, and makes no second one.
    const [seen] = await db.select().from(cryptoInvoices).where(and(eq(cryptoInvoices.userId, userId), eq(cryptoInvoices.idempotencyKey, key)));
    if (seen) return c.json({ return: true, guid: seen.guid, invoice: invoiceDto(seen, clock.now()) });

    const fixed = flag(fields, 'fixed');
    // No wallet, no address to pay to; an account-mode invoice needs a price too. Nothing is made up instead.
    if (!chain || (!fixed && !rates)) return unavailable(c);
    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    const ticker = COIN_TICKER[coin];

    let currency: string;
    let fiatAmount: string;
    let amount: string | null;
    let rate: string | null;
    // Fixed (exchange) deposits carry no bonus (spec §4); in account mode it is the server's tier bonus.
    let bonus = '0.00';
    if (fixed) {
      // Fixed (exchange) mode: the amount is in the coin itself, above 0 (spec §5 'Wrong amount!').
      currency = ticker;
      amount = fixedCryptoAmount(field(fields, 'amount'));
      if (amount === null) return c.json({ return: false, code: 'amount', field: 'amount', message: say(lang, 'wrong_amount') });
      if (coinAboveMax(amount)) return c.json({ ...maxAmountRefusal(lang, 'deposit', ticker), message: t(lang, 'amount.max', { max: formatMoney(String(MAX_COIN_DEPOSIT), ticker, lang) }) });
      fiatAmount = amount;
      rate = '1';
    } else {
      const [account] = user.currentAccountId === null ? [] : await db.select().from(accounts).where(eq(accounts.id, user.currentAccountId));
      currency = (field(fields, 'currency') || account?.currency || user.currency).toUpperCase();
      if (!account || account.currency !== currency) return c.json({ return: false, code: 'currency', field: 'currency', message: say(lang, 'currency') });
      const decimals = currencyDecimals(currency);
      const units = toMinorUnits(field(fields, 'amount').replace(',', '.'), decimals);
      if (units !== null && aboveMax('deposit', currency, units, decimals)) return c.json(maxAmountRefusal(lang, 'deposit', currency));
      const minimum = await effectiveMinimum(db, user, currency);
      if (units === null || units <= 0n || units < minimum * 10n ** BigInt(decimals)) {
        return c.json({
          return: false,
          code: 'min_deposit',
          field: 'amount',
          message: minDepositMessage(lang, minimum, currency),
        });
      }
      fiatAmount = formatMinorUnits(units, decimals);
      bonus = await tierBonus(db, user, currency, units / 10n ** BigInt(decimals), { wanted: wantsBonus(field(fields, 'bonus')), fixed });
      rate = rates ? await rates.rateOf(coin, currency) : null;
      amount = rate === null ? null : coinAmount(fiatAmount, rate);
      if (rate === null || amount === null) return c.json({ return: false, code: 'currency', field: 'currency', message: say(lang, 'currency') });
    }
    const now = clock.now();
    const [inserted] = await db
      .insert(cryptoInvoices)
      .values({
        guid: randomUUID(),
        userId,
        accountId: fixed ? null : user.currentAccountId,
        coin,
        address: await chain.newAddress(coin),
        amount,
        currency,
        fiatAmount,
        rate,
        bonus,
        fixed,
        isErc20: isErc20(coin) || flag(fields, 'is_erc20'),
        token: field(fields, 'token').slice(0, 64),
        status: 'wt',
        idempotencyKey: key,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVOICE_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    // Two requests with one key at once: both answer the one invoice that was made.
    const row =
      inserted ?? (await db.select().from(cryptoInvoices).where(and(eq(cryptoInvoices.userId, userId), eq(cryptoInvoices.idempotencyKey, key))))[0];
    if (!row) return errorReply(c, 500, 'server_error');
    return c.json({ return: true, guid: row.guid, invoice: invoiceDto(row, now) });
  };

  const check = (coin: Coin) => async (c: Context<AppEnv>) => {
    const userId = sessionUserId(c);
    const guid = field(await readFields(c), 'guid').trim();
    const [row] = await invoiceOf(db).execute({ userId, guid, coin });
    if (!row) return c.json({ return: false, code: 'not_found', field: 'guid', message: say(c.var.lang, 'unknown') });
    const now = clock.now();
    const current = await expireIfDue(db, row, now);
    return c.json({ return: true, status: current.status, hash: current.hash, invoice: invoiceDto(current, now) });
  };

  for (const coin of COINS) {
    app.post(`/api/${coin}/pay`, pay(coin));
    app.post(`/api/${coin}/check`, check(coin));
  }

  /**
   * What became of a pay call's key, for a client whose request got no answer. Unlike a wallet key, an unknown
   * key is not burnt: an invoice charges nothing until coins are sent to it, and the client retries with the
   * same key, so a late request and the retry meet on one invoice (the unique key index decides).
   */
  app.post('/api/crypto/outcome', async (c) => {
    const userId = sessionUserId(c);
    const key = keyOf(c, await readFields(c));
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const [row] = await db.select().from(cryptoInvoices).where(and(eq(cryptoInvoices.userId, userId), eq(cryptoInvoices.idempotencyKey, key)));
    if (!row) return c.json({ return: true, known: false });
    return c.json({ return: true, known: true, guid: row.guid, invoice: invoiceDto(row, clock.now()) });
  });

  // Spec §7 /api/bitcoin/deposit and /api/btc/shape: the legacy bitcoin entry points, the same BTC invoice.
  app.post('/api/bitcoin/deposit', pay('btc'));
  app.post('/api/btc/shape', pay('btc'));

  /** Spec §7 triggers/exchange: the coin balances of fixed (exchange) mode. */
  app.post('/api/triggers/exchange', async (c) => c.json({ return: true, balances: await exchangeBalancesOf(db, sessionUserId(c)) }));

  /** Spec §7 /api/bitcoin/currency: the rates invoices are priced at (units of fiat per coin); none without a source. */
  app.post('/api/bitcoin/currency', async (c) => (rates ? ok(c, RatesReply, { rates: await rates.table() }) : unavailable(c)));

  /** The vload flow's end (spec §4): after its BTC invoice is paid the browser lands on the funding success. */
  app.get('/api/vload/finish', (c) => {
    const lang = c.req.query('lang') === 'ru' ? 'ru' : 'en';
    return c.redirect(`/${lang}/trading#/show/funding/payment_success`, 303);
  });

  return app;
}
