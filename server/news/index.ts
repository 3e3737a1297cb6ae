import type { Db } from '../db/client.ts';
import type { Deps } from '../http/env.ts';
import { createNewsService } from './service.ts';
import { createSandboxSource, createUrlSource } from './sources.ts';
import type { NewsService } from './types.ts';

export type { NewsItem, NewsService, NewsSnapshot } from './types.ts';
export { NewsFeedError } from './types.ts';

type Entry = { service: NewsService; sandbox: ReturnType<typeof createSandboxSource> | null };

// One news service per database (as the helpdesk): the routes and the sandbox control share it. config.newsRssUrl
// (NEWS_RSS_URL) picks a real feed; without it the sandbox fixture serves. Each process keeps its own parse in memory
// (a cache, not state).
const byDb = new WeakMap<Db, Entry>();

function entryFor(db: Db, url: string | null): Entry {
  let entry = byDb.get(db);
  if (!entry) {
    const sandbox = url === null ? createSandboxSource() : null;
    entry = { service: createNewsService(sandbox ?? createUrlSource(url ?? '')), sandbox };
    byDb.set(db, entry);
  }
  return entry;
}

export function newsFor({ db, config }: Pick<Deps, 'db' | 'config'>): NewsService {
  return entryFor(db, config.newsRssUrl).service;
}

/** Sandbox only: serve `xml` as the feed (null: the fixture again). False when a real feed is configured. */
export function replaceSandboxFeed({ db, config }: Pick<Deps, 'db' | 'config'>, xml: string | null): boolean {
  const entry = entryFor(db, config.newsRssUrl);
  if (!entry.sandbox) return false;
  entry.sandbox.replace(xml);
  entry.service.expire();
  return true;
}
