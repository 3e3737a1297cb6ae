import { and, eq, gt } from 'drizzle-orm';
import { type Coin, COIN_TICKER, INVOICE_DECIMALS } from '../../common/coins.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { type CryptoInvoiceRow, cryptoInvoices, invoiceCredits } from '../db/schema-crypto.ts';
import { creditDeposit } from '../deposits/record.ts';
import { accountScale, COIN_SCALE, storedMoney } from '../money/amount.ts';
import { postMove } from '../money/moves.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';

// The invoice core shared by the pay/check routes and the sandbox chain: the wire shape, expiry by the server
// clock, and settlement that credits once.

/** An invoice as server/API.md describes it. */
export type InvoiceDto = {
  guid: string;
  coin: string;
  address: string;
  amount: string;
  currency: string;
  fiat_amount: string;
  rate: string;
  fixed: boolean;
  status: CryptoInvoiceRow['status'];
  hash: string;
  /** Both on the server's clock (ms), so the client counts down `expires - now` whatever its own clock says. */
  expires: number;
  now: number;
};

export function invoiceDto(row: CryptoInvoiceRow, now: Date): InvoiceDto {
  const fiatDecimals = row.fixed ? INVOICE_DECIMALS : currencyDecimals(row.currency);
  return {
    guid: row.guid,
    coin: row.coin,
    address: row.address,
    amount: formatMinorUnits(toMinorUnits(row.amount, INVOICE_DECIMALS) ?? 0n, INVOICE_DECIMALS),
    currency: row.currency,
    fiat_amount: formatMinorUnits(toMinorUnits(row.fiatAmount, fiatDecimals) ?? 0n, fiatDecimals),
    rate: formatMinorUnits(toMinorUnits(row.rate, 2) ?? 0n, 2),
    fixed: row.fixed,
    status: row.status,
    hash: row.hash,
    expires: row.expiresAt.getTime(),
    now: now.getTime(),
  };
}

/** Coin amount for a fiat amount at a rate, 8 decimals, rounded up so the invoice never asks for too little. */
export function coinAmount(fiat: string, rate: string): string | null {
  const fiatUnits = toMinorUnits(fiat, INVOICE_DECIMALS);
  const rateUnits = toMinorUnits(rate, INVOICE_DECIMALS);
  if (fiatUnits === null || rateUnits === null || rateUnits <= 0n) return null;
  const scaled = fiatUnits * 10n ** BigInt(INVOICE_DECIMALS);
  const units = (scaled + rateUnits - 1n) / rateUnits;
  return formatMinorUnits(units, INVOICE_DECIMALS);
}

/** A waiting invoice past its expiry (server clock) becomes ex; the WHERE keeps a paid one paid. */
export async function expireIfDue(db: Db, row: CryptoInvoiceRow, now: Date): Promise<CryptoInvoiceRow> {
  if (row.status !== 'wt' || now.getTime() < row.expiresAt.getTime()) return row;
  const [expired] = await db
    .update(cryptoInvoices)
    .set({ status: 'ex', settledAt: now })
    .where(and(eq(cryptoInvoices.id, row.id), eq(cryptoInvoices.status, 'wt')))
    .returning();
  if (expired) return expired;
  const [current] = await db.select().from(cryptoInvoices).where(eq(cryptoInvoices.id, row.id));
  return current ?? row;
}

/**
 * The chain paid: wt → su and the credit, in one transaction. The conditional update decides: of two racing
 * callers only one sees the row change, and `invoice_credits.invoice_id` is unique besides, so an invoice
 * credits exactly once. Returns the invoice as it stands afterwards.
 */
export async function settlePaid(db: Db, invoiceId: number, hash: string, now: Date): Promise<CryptoInvoiceRow | null> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cryptoInvoices)
      .set({ status: 'su', hash, settledAt: now })
      .where(and(eq(cryptoInvoices.id, invoiceId), eq(cryptoInvoices.status, 'wt'), gt(cryptoInvoices.expiresAt, now)))
      .returning();
    if (row) await credit(tx, row, now);
  });
  const [after] = await db.select().from(cryptoInvoices).where(eq(cryptoInvoices.id, invoiceId));
  return after ?? null;
}

async function credit(db: Db, row: CryptoInvoiceRow, now: Date): Promise<void> {
  const fixedTicker = COIN_TICKER[row.coin as Coin] ?? row.currency;
  const [entry] = await db
    .insert(invoiceCredits)
    .values({
      invoiceId: row.id,
      userId: row.userId,
      amount: row.fixed ? row.amount : row.fiatAmount,
      currency: row.fixed ? fixedTicker : row.currency,
      createdAt: now,
    })
    .onConflictDoNothing({ target: invoiceCredits.invoiceId })
    .returning({ id: invoiceCredits.id });
  if (!entry) return;
  const reference = `invoice:${row.id}`;
  if (row.fixed) {
    // Fixed (exchange) mode: the coins land on the exchange balance, not on a fiat account (spec §4).
    const amount = storedMoney(row.amount, COIN_SCALE);
    await postMove(db, { userId: row.userId, kind: 'deposit', key: reference }, [
      { userId: row.userId, holder: { book: 'exchange', coin: fixedTicker }, kind: 'deposit', amount, currency: fixedTicker, reference, at: now },
    ], now);
  } else if (row.accountId !== null) {
    const scale = accountScale(row.currency);
    await creditDeposit(db, { userId: row.userId, accountId: row.accountId, amount: storedMoney(row.fiatAmount, scale), currency: row.currency, bonus: storedMoney(row.bonus, scale), reference, at: now });
  }
  await db.update(users).set({ btcDeposit: '1' }).where(eq(users.id, row.userId));
}

/** The chain gave up waiting (sandbox `ex`): wt → ex. */
export async function markExpired(db: Db, invoiceId: number, now: Date): Promise<CryptoInvoiceRow | null> {
  await db
    .update(cryptoInvoices)
    .set({ status: 'ex', settledAt: now })
    .where(and(eq(cryptoInvoices.id, invoiceId), eq(cryptoInvoices.status, 'wt')));
  const [after] = await db.select().from(cryptoInvoices).where(eq(cryptoInvoices.id, invoiceId));
  return after ?? null;
}
