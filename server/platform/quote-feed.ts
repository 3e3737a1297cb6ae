import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { quoteTicks } from '../db/schema-quotes.ts';
import { safeErrorText } from '../lib/log-safe.ts';
import { ASSETS, type Asset } from './assets.ts';
import { type FeedQuote, parseQuoteFeed } from './quote-feed-format.ts';
import { QUOTE_REFRESH_MS, type QuoteSource } from './quote-source.ts';
import { storedQuoteSource } from './stored-quotes.ts';

// A real quote feed (QUOTES_URL): polled once a second by one of the server processes, its prices stored one row per
// asset and second (server/db/schema-quotes.ts), and served, traded and settled from there (./stored-quotes.ts). The
// format: ./quote-feed-format.ts and docs/deployment.md.
//
// Several processes share one database: each second one of them wins the claim below and polls, so the feed sees a
// request a second however many processes run, and if that process dies another polls the next second.

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** An answer later than this is no use to a feed polled every second. */
const FETCH_TIMEOUT_MS = 2_000;
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Stored prices are kept a week (signals read 100 minutes back, the chart 10, settlement the last few). */
export const QUOTE_HISTORY_S = 7 * 24 * 3600;
const PRUNE_EVERY_MS = 3600_000;
/** The settings row that says when the next poll is due (server clock, ms): the claim. */
const POLL_DUE_KEY = 'quotes.poll_due_ms';

/** True when this process takes this second's poll: a guarded update only one process wins per interval. */
async function claimPoll(db: Db, nowMs: number): Promise<boolean> {
  await db.insert(settings).values({ key: POLL_DUE_KEY, value: '0' }).onConflictDoNothing();
  // A little less than the interval, so the next second's timer (which fires a few ms either way) finds it due.
  const next = nowMs + QUOTE_REFRESH_MS - 100;
  const claimed = await db
    .update(settings)
    .set({ value: String(next) })
    .where(and(eq(settings.key, POLL_DUE_KEY), sql`${settings.value}::bigint <= ${nowMs}`))
    .returning({ key: settings.key });
  return claimed.length > 0;
}

/** One row per asset and second (an answer may repeat an asset): the latest of the feed's instants wins. */
function latestPerSecond(quotes: readonly FeedQuote[]): FeedQuote[] {
  const byKey = new Map<string, FeedQuote>();
  for (const quote of quotes) {
    const key = `${quote.symbol}:${quote.second}`;
    const before = byKey.get(key);
    if (!before || before.atMs <= quote.atMs) byKey.set(key, quote);
  }
  return [...byKey.values()];
}

async function store(db: Db, quotes: readonly FeedQuote[]): Promise<void> {
  const rows = latestPerSecond(quotes);
  if (rows.length === 0) return;
  await db
    .insert(quoteTicks)
    .values(rows.map(({ symbol, second, price, atMs }) => ({ symbol, second, price, atMs })))
    .onConflictDoUpdate({
      target: [quoteTicks.symbol, quoteTicks.second],
      set: { price: sql`excluded.price`, atMs: sql`excluded.at_ms` },
      // Two processes (or a slow answer overtaken by a newer one) write in any order: the feed's later instant stays.
      setWhere: sql`${quoteTicks.atMs} <= excluded.at_ms`,
    });
}

export type QuoteFeed = {
  /** Asks the feed once and stores what it answered; resolves with how many prices it stored. Throws when the feed cannot be read. */
  poll(): Promise<number>;
  /** The periodic job: this second's poll if this process wins the claim, failures logged once per outage, old rows pruned. */
  refresh(): Promise<void>;
};

export function createQuoteFeed(deps: { db: Db; clock: Clock }, url: string, fetcher: Fetcher = fetch, assets: readonly Asset[] = ASSETS): QuoteFeed {
  const { db, clock } = deps;
  const host = new URL(url).host;
  let failing = false;
  let prunedAt = 0;

  const poll = async (): Promise<number> => {
    const response = await fetcher(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`quote feed answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error('quote feed answer too large');
    const { quotes, skipped } = parseQuoteFeed(text, assets, clock.now().getTime());
    if (skipped > 0) console.warn(`quote feed (${host}): ${skipped} entries skipped (not a price of a listed asset, or timed in the future)`);
    await store(db, quotes);
    return quotes.length;
  };

  const prune = async (nowMs: number) => {
    if (nowMs - prunedAt < PRUNE_EVERY_MS && nowMs >= prunedAt) return;
    prunedAt = nowMs;
    await db.delete(quoteTicks).where(lt(quoteTicks.second, Math.floor(nowMs / 1000) - QUOTE_HISTORY_S));
  };

  return {
    poll,
    async refresh() {
      const nowMs = clock.now().getTime();
      if (await claimPoll(db, nowMs)) {
        try {
          await poll();
          if (failing) console.info(`quote feed (${host}) answers again`);
          failing = false;
        } catch (error) {
          // Every second while it lasts would flood the log: the first failure of an outage is enough.
          if (!failing) console.warn(`quote feed (${host}) failed; quotes go stale and trades are refused until it answers: ${safeErrorText(error)}`);
          failing = true;
        }
      }
      await prune(nowMs);
    },
  };
}

/** The platform's quote source over a real feed: the stored prices, kept up to date by the periodic refresh. */
export function feedQuoteSource(deps: { db: Db; clock: Clock }, url: string, fetcher?: Fetcher): QuoteSource {
  const feed = createQuoteFeed(deps, url, fetcher);
  return { ...storedQuoteSource(deps.db), refresh: feed.refresh };
}
