import { eq } from 'drizzle-orm';
import { exchangeBalances } from '../db/schema-crypto.ts';
import type { Db } from '../db/client.ts';
import { formatMinorUnits, toMinorUnits } from '../lib/money.ts';

const EXCHANGE_TICKERS = ['BTC', 'BCH', 'LTC', 'ETH', 'DASH', 'ZEC', 'USDT', 'ERC20'] as const;

/** The exchange (fixed-mode) balances: every ticker, 5 decimals, zero when unused (also set_account_exchange's). */
export async function exchangeBalancesOf(db: Db, userId: number): Promise<{ coin: string; amount: string }[]> {
  const rows = await db.select().from(exchangeBalances).where(eq(exchangeBalances.userId, userId));
  return EXCHANGE_TICKERS.map((coin) => {
    const stored = rows.find((row) => row.coin === coin)?.amount ?? '0';
    return { coin, amount: formatMinorUnits(toMinorUnits(stored, 5) ?? 0n, 5) };
  });
}
