import { fixedCryptoAmount } from '../../common/coins.ts';
import { aboveMax } from '../../common/limits.ts';
import type { WalletResult } from '../../common/api/payments.ts';
import { WalletPaymentReply } from '../../common/money-replies.ts';
import type { WalletPaymentRow, WalletPaymentStatus } from '../db/schema-crypto.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import { aboveMaxRefusal, minDepositMessage } from '../lib/amount-bounds.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { fromWire, type Refusal, refuse } from '../lib/refusal.ts';
import { checkedReply } from '../money/moves.ts';
import { tierBonus, wantsBonus } from '../deposits/bonus.ts';
import { findUserById } from '../users/repo.ts';
import { effectiveMinimum } from '../users/min-deposit.ts';
import { accountCurrency } from './queries.ts';
import { virtualMoneyRefusal } from '../users/practice-guard.ts';
import { insertPayment, paymentByKey, skrillPayment, storeFirstAnswer } from './payments-queries.ts';
import { creditWalletPayment } from './wallet-settle.ts';

// Spec §7 "Other payments" (server/API.md "Wallet payments"): the payment provider (funding/providers.ts, picked in
// server/app.ts) decides: an accepted amount at or above the minimum deposit is approved (pay, neteller), recorded
// for processing (report), or — Skrill — recorded pending while the trader confirms it on the provider's page. No
// provider: declined. Every request is one row under its idempotency key, and its first answer is replayed.

const say = saying('payments');

export type Json = { readonly [key: string]: string | number | boolean | null | Json };

/** How a processor answers an accepted request: at once, once processed, or on its own page. */
export type Outcome = 'pay' | 'report' | 'hosted';

export type PaymentRequest = {
  readonly processor: string;
  readonly outcome: Outcome;
  readonly key: string;
  readonly amount: string;
  readonly currency: string;
  readonly bonus: string;
  readonly fixed: boolean;
  /** What the first answer carries besides the status (the bank's details, the coin amount reported). */
  readonly extra?: Json;
};

/** A stored first answer as a handler's answer: the approval's fields, or the refusal it was. */
function replayed(stored: unknown): WalletResult | Refusal {
  // The stored success was made from this call's reply (status, message and what it carried).
  return fromWire(checkedReply(stored, WalletPaymentReply, 'payment')) as WalletResult | Refusal;
}

/** The amount in the current account's currency, from its minimum to its bound; or why not. */
async function depositAmount(deps: Deps, lang: Lang, user: NonNullable<Awaited<ReturnType<typeof findUserById>>>, request: PaymentRequest) {
  const practice = await virtualMoneyRefusal(deps.db, user.currentAccountId, lang, 'no_deposit');
  if (practice) return practice;
  const held = await accountCurrency(deps.db, user.currentAccountId);
  const currency = (request.currency || held || user.currency).toUpperCase();
  if (held === null || held !== currency || user.currentAccountId === null) return refuse(say(lang, 'currency'), { code: 'currency', field: 'currency' });
  const decimals = currencyDecimals(currency);
  const units = toMinorUnits(request.amount.replace(',', '.'), decimals);
  if (units !== null && aboveMax('deposit', currency, units, decimals)) return aboveMaxRefusal(lang, 'deposit', currency);
  const minimum = await effectiveMinimum(deps.db, user, currency);
  if (units === null || units < minimum * 10n ** BigInt(decimals)) {
    return refuse(minDepositMessage(lang, minimum, currency), { code: 'min_deposit', field: 'amount' });
  }
  return { accountId: user.currentAccountId, currency, units, decimals };
}

/**
 * Checks the amount and currency, then records the payment under its idempotency key and — when approved — credits
 * the current account in the same transaction. A repeated key answers the first reply. Null: the trader is gone.
 */
export async function requestPayment(deps: Deps, userId: number, lang: Lang, request: PaymentRequest): Promise<WalletResult | Refusal | null> {
  const { db, clock, payments } = deps;
  const seen = await paymentByKey(db, userId, request.key);
  if (seen) return replayed(seen.reply);
  const user = await findUserById(db, userId);
  if (!user) return null;
  const checked = await depositAmount(deps, lang, user, request);
  if ('refused' in checked) return checked;
  const { accountId, currency, units, decimals } = checked;
  // The tier bonus is the server's to compute; the client's bonus field only says whether the trader wants one.
  const bonus = await tierBonus(db, user, currency, units / 10n ** BigInt(decimals), { wanted: wantsBonus(request.bonus), fixed: request.fixed });

  const declined = !payments || !(await payments.accepts({ processor: request.processor, units, decimals }));
  const status: WalletPaymentStatus = declined ? 'declined' : request.outcome === 'pay' ? 'approved' : 'pending';
  const said = status === 'approved' ? 'approved' : request.outcome === 'hosted' ? 'hosted' : 'reported';
  const reply: Json = declined ? { return: false, code: 'declined', message: say(lang, 'declined') } : { return: true, status, message: say(lang, said), ...request.extra };
  const now = clock.now();
  const amount = formatMinorUnits(units, decimals);
  await db.transaction(async (tx) => {
    const row = await insertPayment(tx, { userId, accountId, processor: request.processor, amount, currency, bonus, status, code: declined ? 'declined' : '', idempotencyKey: request.key, reply, createdAt: now });
    if (!row) return;
    // The provider's page is named by the row, known only now: the stored first answer carries it.
    if (request.outcome === 'hosted' && !declined) await storeFirstAnswer(tx, row.id, { ...reply, id: row.id, redirect: payments?.page(row.id, lang) ?? '' });
    if (status === 'approved') await creditWalletPayment(tx, row, now);
  });
  // A racing twin with the same key may have won the insert: answer what is stored.
  const stored = await paymentByKey(db, userId, request.key);
  return replayed(stored?.reply ?? reply);
}

/** A bitcoin payment made outside an invoice: `btc` is the coin amount sent, above 0 with ≤ 8 places. */
export async function reportBitcoin(deps: Deps, userId: number, lang: Lang, btc: string, request: Omit<PaymentRequest, 'processor' | 'outcome' | 'extra'>) {
  const coins = fixedCryptoAmount(btc);
  if (coins === null) return refuse(say(lang, 'btc'), { code: 'btc', field: 'btc' });
  return requestPayment(deps, userId, lang, { ...request, processor: 'bitcoin', outcome: 'report', extra: { btc: coins } });
}

/** Neteller's account (12 digits or an e-mail) and its 6-digit secure id are checked before anything is stored. */
export async function payByNeteller(deps: Deps, userId: number, lang: Lang, netAccount: string, secureId: string, request: Omit<PaymentRequest, 'processor' | 'outcome' | 'extra'>) {
  if (!/^(?:\d{12}|[^\s@]+@[^\s@]+\.[^\s@]+)$/.test(netAccount.trim())) return refuse(say(lang, 'net_account'), { code: 'net_account', field: 'net_account' });
  if (!/^\d{6}$/.test(secureId.trim())) return refuse(say(lang, 'secure_id'), { code: 'secure_id', field: 'secure_id' });
  return requestPayment(deps, userId, lang, { ...request, processor: 'neteller', outcome: 'pay' });
}

/** A Skrill payment's state as its listen call answers it. */
export function skrillState(row: WalletPaymentRow, lang: Lang): WalletResult | Refusal {
  switch (row.status) {
    case 'approved':
      return { status: 'approved', id: row.id, message: say(lang, 'approved') } as WalletResult;
    case 'pending':
      return { status: 'pending', id: row.id, message: say(lang, 'hosted') } as WalletResult;
    case 'declined':
      return refuse(say(lang, 'declined'), { code: row.code || 'declined', extra: { status: 'declined', id: row.id } });
    case 'void':
      return refuse(say(lang, 'void'), { code: 'void', extra: { status: 'void', id: row.id } });
  }
}

/** Spec §7 /api/card/listen/skrill {id | idempotency_key}: what became of a Skrill payment. */
export async function skrillOutcome(deps: Deps, userId: number, lang: Lang, id: number | null, key: string) {
  const row = await skrillPayment(deps.db, userId, id, key);
  return row ? skrillState(row, lang) : refuse(say(lang, 'unknown'), { code: 'not_found' });
}

/**
 * What became of a wallet payment's key, for a client whose request got no answer (a dropped connection, a reload
 * mid-request). A key the server never saw is burnt with a `void` row, so that request, if it is still on its way,
 * replays "not made" and credits nothing when it arrives: the client may then start afresh.
 */
export async function paymentOutcome(deps: Deps, userId: number, lang: Lang, key: string) {
  const voided: Json = { return: false, code: 'void', message: say(lang, 'void') };
  await insertPayment(deps.db, { userId, accountId: null, processor: '', amount: '0', currency: '', status: 'void', idempotencyKey: key, reply: voided, createdAt: deps.clock.now() });
  const row = await paymentByKey(deps.db, userId, key);
  if (!row || row.status === 'void') return { known: false as const };
  return { known: true as const, reply: checkedReply(row.reply, WalletPaymentReply, 'payment') };
}
