import type { Config } from '../config.ts';
import { createNewsService } from './service.ts';
import { createUrlSource } from './sources.ts';
import type { FeedSource, NewsService } from './types.ts';

export type { NewsItem, NewsService, NewsSnapshot } from './types.ts';
export { NewsFeedError } from './types.ts';

/**
 * The news the app serves (chosen in server/app.ts): a real RSS feed at NEWS_RSS_URL, else the sandbox's fixture
 * with SANDBOX on, else none (the routes say the news is unavailable). `sandbox` is the fixture source the sandbox
 * control may replace; each process keeps its own parse in memory (a cache, not state).
 */
export type News = { service: NewsService; sandbox: (FeedSource & { replace(xml: string | null): void }) | null };

export function newsFrom(config: Pick<Config, 'newsRssUrl'>, sandbox: News['sandbox']): News | undefined {
  if (config.newsRssUrl) return { service: createNewsService(createUrlSource(config.newsRssUrl)), sandbox: null };
  return sandbox ? { service: createNewsService(sandbox), sandbox } : undefined;
}
