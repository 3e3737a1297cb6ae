import { aboveMax } from '../../common/limits.ts';
import { maxAmountRefusal, minDepositMessage } from '../lib/amount-bounds.ts';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { accounts } from '../db/schema.ts';
import { type WalletPaymentRow, type WalletPaymentStatus, walletPayments } from '../db/schema-crypto.ts';
import { type Fields, field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import type { Lang } from '../i18n.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { tierBonus, wantsBonus } from '../deposits/bonus.ts';
import { findUserById } from '../users/repo.ts';
import { fixedCryptoAmount } from '../../common/coins.ts';
import { effectiveMinimum } from '../cards/service.ts';
import { creditWalletPayment } from './wallet-settle.ts';
import { KEY, keyRequired, keyOf } from '../http/idempotency.ts';
import { WalletPaymentReply } from '../../common/money-replies.ts';
import { checkedReply } from '../money/moves.ts';
import { saying } from '../i18n.ts';

// Spec §7 "Other payments" (server/API.md "Wallet payments"): /api/pay/{processor}, /api/neteller,
// /api/card/fast/skrill, /api/report/{processor} (bank included), /api/bitcoin/save. The payment provider
// (funding/providers.ts, picked in server/app.ts) decides: an accepted amount at or above the minimum deposit is
// approved (pay, neteller), recorded for processing (report), or — Skrill — recorded pending while the trader
// confirms it on the provider's page. No provider: declined.

export const WALLET_PROCESSORS = ['card_moneta', 'perfect', 'webmoney', 'yandex', 'qiwi', 'okpay'] as const;
export const REPORT_PROCESSORS = ['card_moneta', 'perfect', 'webmoney', 'yandex', 'qiwi', 'okpay', 'neteller', 'skrill', 'vload', 'bank'] as const;


const say = saying('payments');

export type Json = { readonly [key: string]: string | number | boolean | null | Json };

/** A Skrill payment's state as its listen call answers it. */
export function skrillState(row: WalletPaymentRow, lang: Lang): Json {
  switch (row.status) {
    case 'approved':
      return { return: true, status: 'approved', id: row.id, message: say(lang, 'approved') };
    case 'pending':
      return { return: true, status: 'pending', id: row.id, message: say(lang, 'hosted') };
    case 'declined':
      return { return: false, status: 'declined', id: row.id, code: row.code || 'declined', message: say(lang, 'declined') };
    case 'void':
      return { return: false, status: 'void', id: row.id, code: 'void', message: say(lang, 'void') };
  }
}

export function paymentRoutes({ db, clock, payments }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * Checks the amount and currency, then records the payment under its idempotency key and — when approved —
   * credits the current account in the same transaction. A repeated key answers the first reply.
   */
  async function handle(
    c: Context<AppEnv>,
    fields: Fields,
    processor: string,
    outcome: 'pay' | 'report' | 'hosted',
    extra: Json = {},
  ): Promise<Response> {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const key = keyOf(c, fields);
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const [seen] = await db.select().from(walletPayments).where(and(eq(walletPayments.userId, userId), eq(walletPayments.idempotencyKey, key)));
    if (seen) return c.json(checkedReply(seen.reply, WalletPaymentReply, 'payment'));

    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    const [account] = user.currentAccountId === null ? [] : await db.select().from(accounts).where(eq(accounts.id, user.currentAccountId));
    const currency = (field(fields, 'currency') || account?.currency || user.currency).toUpperCase();
    if (!account || account.currency !== currency) return c.json({ return: false, code: 'currency', field: 'currency', message: say(lang, 'currency') });
    const decimals = currencyDecimals(currency);
    const units = toMinorUnits(field(fields, 'amount').replace(',', '.'), decimals);
    if (units !== null && aboveMax('deposit', currency, units, decimals)) return c.json(maxAmountRefusal(lang, 'deposit', currency));
    const minimum = await effectiveMinimum(db, user, currency);
    if (units === null || units < minimum * 10n ** BigInt(decimals)) {
      return c.json({ return: false, code: 'min_deposit', field: 'amount', message: minDepositMessage(c.var.lang, minimum, currency) });
    }
    const amount = formatMinorUnits(units, decimals);
    const fixed = fields.fixed === true || field(fields, 'fixed') === 'true';
    // The tier bonus is the server's to compute; the client's bonus field only says whether the trader wants one.
    const bonus = await tierBonus(db, user, currency, units / 10n ** BigInt(decimals), { wanted: wantsBonus(field(fields, 'bonus')), fixed });

    const declined = !payments || !(await payments.accepts({ processor, units, decimals }));
    const status: WalletPaymentStatus = declined ? 'declined' : outcome === 'pay' ? 'approved' : 'pending';
    const reply: Json = declined
      ? { return: false, code: 'declined', message: say(lang, 'declined') }
      : { return: true, status, message: say(lang, status === 'approved' ? 'approved' : outcome === 'hosted' ? 'hosted' : 'reported'), ...extra };
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(walletPayments)
        .values({ userId, accountId: account.id, processor, amount, currency, bonus, status, code: declined ? 'declined' : '', idempotencyKey: key, reply, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) return;
      // The provider's page is named by the row, known only now: the stored first answer carries it.
      if (outcome === 'hosted' && !declined) {
        await tx.update(walletPayments).set({ reply: { ...reply, id: row.id, redirect: payments?.page(row.id, lang) ?? '' } }).where(eq(walletPayments.id, row.id));
      }
      if (status === 'approved') await creditWalletPayment(tx, row, now);
    });
    // A racing twin with the same key may have won the insert: answer what is stored.
    const [stored] = await db.select().from(walletPayments).where(and(eq(walletPayments.userId, userId), eq(walletPayments.idempotencyKey, key)));
    return c.json(stored ? checkedReply(stored.reply, WalletPaymentReply, 'payment') : reply);
  }

  for (const processor of WALLET_PROCESSORS) {
    app.post(`/api/pay/${processor}`, async (c) => handle(c, await readFields(c), processor, 'pay'));
  }
  for (const processor of REPORT_PROCESSORS) {
    app.post(`/api/report/${processor}`, async (c) => handle(c, await readFields(c), processor, 'report', processor === 'bank' && payments ? { details: payments.bankDetails } : {}));
  }

  app.post('/api/neteller', async (c) => {
    const lang = c.var.lang;
    const fields = await readFields(c);
    const account = field(fields, 'net_account').trim();
    if (!/^(?:\d{12}|[^\s@]+@[^\s@]+\.[^\s@]+)$/.test(account)) return c.json({ return: false, code: 'net_account', field: 'net_account', message: say(lang, 'net_account') });
    if (!/^\d{6}$/.test(field(fields, 'secure_id').trim())) return c.json({ return: false, code: 'secure_id', field: 'secure_id', message: say(lang, 'secure_id') });
    return handle(c, fields, 'neteller', 'pay');
  });

  // Skrill answers with its own page's address (spec §7 "returns redirect"); the payment stays pending until the
  // trader approves it there, and the page returns the browser to the funding page.
  app.post('/api/card/fast/skrill', async (c) => handle(c, await readFields(c), 'skrill', 'hosted'));

  // Spec §7 /api/card/listen/skrill {id | idempotency_key}: what became of a Skrill payment.
  app.post('/api/card/listen/skrill', async (c) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const fields = await readFields(c);
    const id = Number(field(fields, 'id'));
    const key = field(fields, 'idempotency_key').trim();
    const where = Number.isSafeInteger(id) && id > 0 ? eq(walletPayments.id, id) : eq(walletPayments.idempotencyKey, key);
    const [row] = await db
      .select()
      .from(walletPayments)
      .where(and(eq(walletPayments.userId, userId), eq(walletPayments.processor, 'skrill'), where));
    return c.json(row ? skrillState(row, lang) : { return: false, code: 'not_found', message: say(lang, 'unknown') });
  });

  // Reports a bitcoin payment made outside an invoice: `btc` is the coin amount sent, above 0 with ≤ 8 places.
  app.post('/api/bitcoin/save', async (c) => {
    const fields = await readFields(c);
    const btc = fixedCryptoAmount(field(fields, 'btc'));
    if (btc === null) return c.json({ return: false, code: 'btc', field: 'btc', message: say(c.var.lang, 'btc') });
    return handle(c, fields, 'bitcoin', 'report', { btc });
  });

  /**
   * What became of a wallet payment's key, for a client whose request got no answer (a dropped connection, a
   * reload mid-request). A key the server never saw is burnt with a `void` row, so that request, if it is still
   * on its way, replays "not made" and credits nothing when it arrives: the client may then start afresh.
   */
  app.post('/api/payments/outcome', async (c) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const fields = await readFields(c);
    const key = keyOf(c, fields);
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const voided: Json = { return: false, code: 'void', message: say(lang, 'void') };
    await db
      .insert(walletPayments)
      .values({ userId, accountId: null, processor: '', amount: '0', currency: '', status: 'void', idempotencyKey: key, reply: voided, createdAt: clock.now() })
      .onConflictDoNothing();
    const [row] = await db.select().from(walletPayments).where(and(eq(walletPayments.userId, userId), eq(walletPayments.idempotencyKey, key)));
    if (!row || row.status === 'void') return c.json({ return: true, known: false });
    return c.json({ return: true, known: true, reply: checkedReply(row.reply, WalletPaymentReply, 'payment') });
  });

  return app;
}
