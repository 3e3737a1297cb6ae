// The news seam: /api/news/* talk only to this interface, so the sandbox fixture can be swapped for a
// real RSS URL (NEWS_RSS_URL) — or another provider entirely — without touching the routes.

export type NewsLang = 'en' | 'ru';

/** Spec §2 "news and analysis": one feed, two sections. */
export type NewsCategory = 'news' | 'analysis';

export type NewsItem = {
  /** Stable and URL-safe: a hash of the item's guid (or link, or title). */
  readonly id: string;
  readonly lang: NewsLang;
  readonly category: NewsCategory;
  readonly title: string;
  /** Plain text, for the list. */
  readonly summary: string;
  /** The description as the feed gives it (HTML): the client sanitizes it like every server fragment. */
  readonly html: string;
  readonly link: string;
  /** ms since the epoch. */
  readonly publishedAt: number;
};

/** Where the raw RSS comes from. The only thing a real provider has to implement. */
export type FeedSource = {
  readonly name: string;
  fetchXml(): Promise<string>;
};

/** The list as served: `stale` when the last fetch failed and this is the last good parse. */
export type NewsSnapshot = {
  readonly items: readonly NewsItem[];
  readonly fetchedAt: number;
  readonly stale: boolean;
};

export type NewsService = {
  /** The items (latest good parse); throws NewsFeedError when there has never been a good one. */
  snapshot(now: Date): Promise<NewsSnapshot>;
  /** Forget the cached parse's age so the next call fetches again (the sandbox control after changing the feed). */
  expire(): void;
};

export class NewsFeedError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'malformed',
  ) {
    super(message);
    this.name = 'NewsFeedError';
  }
}
