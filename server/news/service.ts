import { parseRss } from './parse.ts';
import { type FeedSource, NewsFeedError, type NewsItem, type NewsService, type NewsSnapshot } from './types.ts';

/** A feed is fetched at most this often; between fetches the parse is served from memory. */
export const NEWS_TTL_MS = 5 * 60_000;

/**
 * The news behind the routes: fetch, parse, cache. A fetch or parse that fails never replaces the last good parse:
 * that one is served with `stale: true` (and the failure logged), so a broken feed loses nothing already read.
 */
export function createNewsService(source: FeedSource, ttlMs = NEWS_TTL_MS): NewsService {
  let good: { items: readonly NewsItem[]; fetchedAt: number } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let failing = false;
  let inFlight: Promise<void> | null = null;

  const refresh = async (now: number) => {
    try {
      const items = parseRss(await source.fetchXml());
      good = { items, fetchedAt: now };
      failing = false;
    } catch (error) {
      failing = true;
      const reason = error instanceof NewsFeedError ? error.message : 'unreachable';
      console.warn(`news feed (${source.name}) failed: ${reason}`);
      if (!good) throw error instanceof NewsFeedError ? error : new NewsFeedError('The news feed could not be fetched', 'unreachable');
    } finally {
      checkedAt = now;
    }
  };

  return {
    async snapshot(now) {
      const at = now.getTime();
      if (!good || at - checkedAt >= ttlMs || at < checkedAt) {
        // One fetch at a time: concurrent callers wait for the same one.
        inFlight ??= refresh(at).finally(() => {
          inFlight = null;
        });
        await inFlight;
      }
      if (!good) throw new NewsFeedError('The news feed could not be read', 'malformed');
      const snapshot: NewsSnapshot = { items: good.items, fetchedAt: good.fetchedAt, stale: failing };
      return snapshot;
    },
    expire() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
