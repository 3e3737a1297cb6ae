import type { FeedSource } from './types.ts';

const FETCH_TIMEOUT_MS = 10_000;
const MAX_FEED_BYTES = 2 * 1024 * 1024;

/** A real RSS feed over HTTP(S) (NEWS_RSS_URL): bounded in time and size. */
export function createUrlSource(url: string, fetcher: typeof fetch = fetch): FeedSource {
  return {
    name: new URL(url).host,
    async fetchXml() {
      const response = await fetcher(url, { headers: { Accept: 'application/rss+xml, application/xml, text/xml' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`feed answered ${response.status}`);
      const body = await response.text();
      if (body.length > MAX_FEED_BYTES) throw new Error('feed too large');
      return body;
    },
  };
}
