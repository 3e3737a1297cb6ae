import type { Db } from '../db/client.ts';
import { createNewsService } from './service.ts';
import { createSandboxSource, createUrlSource } from './sources.ts';
import type { NewsService } from './types.ts';

export type { NewsItem, NewsService, NewsSnapshot } from './types.ts';
export { NewsFeedError } from './types.ts';

type Entry = { service: NewsService; sandbox: ReturnType<typeof createSandboxSource> | null };

// One news service per database (as the helpdesk): the routes and the sandbox control share it. NEWS_RSS_URL picks a
// real feed; without it the sandbox fixture serves. Each process keeps its own parse in memory (a cache, not state).
const byDb = new WeakMap<Db, Entry>();

function entryFor(db: Db): Entry {
  let entry = byDb.get(db);
  if (!entry) {
    const url = process.env.NEWS_RSS_URL?.trim();
    const sandbox = url ? null : createSandboxSource();
    entry = { service: createNewsService(sandbox ?? createUrlSource(url ?? '')), sandbox };
    byDb.set(db, entry);
  }
  return entry;
}

export function newsFor(db: Db): NewsService {
  return entryFor(db).service;
}

/** Sandbox only: serve `xml` as the feed (null: the fixture again). False when a real feed is configured. */
export function replaceSandboxFeed(db: Db, xml: string | null): boolean {
  const entry = entryFor(db);
  if (!entry.sandbox) return false;
  entry.sandbox.replace(xml);
  entry.service.expire();
  return true;
}
