import { randomUUID } from 'node:crypto';
import { aboveMax, coinAboveMax, MAX_COIN_DEPOSIT } from '../../common/limits.ts';
import { COIN_TICKER, type Coin, fixedCryptoAmount, INVOICE_TTL_MS, isErc20 } from '../../common/coins.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { aboveMaxRefusal, minDepositMessage } from '../lib/amount-bounds.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import { tierBonus, wantsBonus } from '../deposits/bonus.ts';
import { findUserById } from '../users/repo.ts';
import { effectiveMinimum } from '../users/min-deposit.ts';
import { accountCurrency } from './queries.ts';
import { virtualMoneyRefusal } from '../users/practice-guard.ts';
import { coinAmount, expireIfDue, type InvoiceDto, invoiceDto } from './invoices.ts';
import { exchangeBalancesOf } from './exchange-balances.ts';
import { insertInvoice, invoiceByGuid, invoiceByKey, type NewInvoice } from './crypto-queries.ts';

// Crypto invoices for the trader (spec §7 "Other payments", "Invoice checks"): making one under a key, checking it,
// what became of a key, the exchange balances and the rates. Settlement is the chain's: ./invoices.ts.

const say = saying('crypto');

export type InvoiceRequest = {
  readonly coin: Coin;
  readonly key: string;
  readonly fixed: boolean;
  readonly amount: string;
  readonly currency: string;
  readonly bonus: string;
  readonly isErc20: boolean;
  readonly token: string;
};

type Priced = Pick<NewInvoice, 'currency' | 'fiatAmount' | 'amount' | 'rate' | 'bonus' | 'accountId'>;

/** No wallet, no address to pay to; an account-mode invoice needs a price too. Nothing is made up instead. */
const unavailable = (lang: Lang): Refusal => refuse(say(lang, 'unavailable'), { code: 'unavailable' });

/** Fixed (exchange) mode: the amount is in the coin itself, above 0 (spec §5 'Wrong amount!'); no bonus (spec §4). */
function pricedInCoin(lang: Lang, request: InvoiceRequest): Priced | Refusal {
  const ticker = COIN_TICKER[request.coin];
  const amount = fixedCryptoAmount(request.amount);
  if (amount === null) return refuse(say(lang, 'wrong_amount'), { code: 'amount', field: 'amount' });
  if (coinAboveMax(amount)) return aboveMaxRefusal(lang, 'deposit', ticker, MAX_COIN_DEPOSIT);
  return { currency: ticker, fiatAmount: amount, amount, rate: '1', bonus: '0.00', accountId: null };
}

/** Account mode: an amount in the current account's currency, at least its minimum, priced at the rate source. */
async function pricedInAccount(deps: Deps, lang: Lang, user: NonNullable<Awaited<ReturnType<typeof findUserById>>>, request: InvoiceRequest): Promise<Priced | Refusal> {
  const { db, rates } = deps;
  const practice = await virtualMoneyRefusal(db, user.currentAccountId, lang, 'no_deposit');
  if (practice) return practice;
  const held = await accountCurrency(db, user.currentAccountId);
  const currency = (request.currency || held || user.currency).toUpperCase();
  if (held === null || held !== currency) return refuse(say(lang, 'currency'), { code: 'currency', field: 'currency' });
  const decimals = currencyDecimals(currency);
  const units = toMinorUnits(request.amount.replace(',', '.'), decimals);
  if (units !== null && aboveMax('deposit', currency, units, decimals)) return aboveMaxRefusal(lang, 'deposit', currency);
  const minimum = await effectiveMinimum(db, user, currency);
  if (units === null || units <= 0n || units < minimum * 10n ** BigInt(decimals)) {
    return refuse(minDepositMessage(lang, minimum, currency), { code: 'min_deposit', field: 'amount' });
  }
  const fiatAmount = formatMinorUnits(units, decimals);
  const bonus = await tierBonus(db, user, currency, units / 10n ** BigInt(decimals), { wanted: wantsBonus(request.bonus), fixed: false });
  const rate = rates ? await rates.rateOf(request.coin, currency) : null;
  const amount = rate === null ? null : coinAmount(fiatAmount, rate);
  if (rate === null || amount === null) return refuse(say(lang, 'currency'), { code: 'currency', field: 'currency' });
  return { currency, fiatAmount, amount, rate, bonus, accountId: user.currentAccountId };
}

type Made = { guid: string; invoice: InvoiceDto };

/** The invoice a key asks for: a repeated key answers the one the first request made, and makes no second. Null: the trader is gone. */
export async function makeInvoice(deps: Deps, userId: number, lang: Lang, request: InvoiceRequest): Promise<Made | Refusal | null> {
  const { db, clock, chain, rates } = deps;
  const seen = await invoiceByKey(db, userId, request.key);
  if (seen) return { guid: seen.guid, invoice: invoiceDto(seen, clock.now()) };
  if (!chain || (!request.fixed && !rates)) return unavailable(lang);
  const user = await findUserById(db, userId);
  if (!user) return null;
  const priced = request.fixed ? pricedInCoin(lang, request) : await pricedInAccount(deps, lang, user, request);
  if ('refused' in priced) return priced;
  const now = clock.now();
  const row =
    (await insertInvoice(db, {
      ...priced,
      guid: randomUUID(),
      userId,
      coin: request.coin,
      address: await chain.newAddress(request.coin),
      fixed: request.fixed,
      isErc20: isErc20(request.coin) || request.isErc20,
      token: request.token.slice(0, 64),
      status: 'wt',
      idempotencyKey: request.key,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVOICE_TTL_MS),
    })) ??
    // Two requests with one key at once: both answer the one invoice that was made.
    (await invoiceByKey(db, userId, request.key));
  if (!row) throw new Error('an invoice key conflicted but no invoice holds it');
  return { guid: row.guid, invoice: invoiceDto(row, now) };
}

/** An invoice's state by its guid, expired first when its time is up (server clock). */
export async function checkInvoice(deps: Deps, userId: number, lang: Lang, coin: Coin, guid: string) {
  const row = await invoiceByGuid(deps.db, userId, coin, guid);
  if (!row) return refuse(say(lang, 'unknown'), { code: 'not_found', field: 'guid' });
  const now = deps.clock.now();
  const current = await expireIfDue(deps.db, row, now);
  return { status: current.status, hash: current.hash, invoice: invoiceDto(current, now) };
}

/**
 * What became of a pay call's key, for a client whose request got no answer. Unlike a wallet key, an unknown key is
 * not burnt: an invoice charges nothing until coins are sent to it, and the client retries with the same key, so a
 * late request and the retry meet on one invoice (the unique key index decides).
 */
export async function invoiceOutcome(deps: Deps, userId: number, key: string) {
  const row = await invoiceByKey(deps.db, userId, key);
  return row ? { known: true as const, guid: row.guid, invoice: invoiceDto(row, deps.clock.now()) } : { known: false as const };
}

/** Spec §7 triggers/exchange: the coin balances of fixed (exchange) mode. */
export async function exchangeBalances(deps: Deps, userId: number) {
  return { balances: await exchangeBalancesOf(deps.db, userId) };
}

/** Spec §7 /api/bitcoin/currency: the rates invoices are priced at (units of fiat per coin); none without a source. */
export async function invoiceRates(deps: Deps, lang: Lang) {
  return deps.rates ? { rates: await deps.rates.table() } : unavailable(lang);
}
