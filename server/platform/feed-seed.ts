import type { Db } from '../db/client.ts';
import { replaceSharedSecret, sharedSecret } from '../db/settings.ts';
import { type Feed, seededFeed } from './feed.ts';

// The feed's seed is a random secret made once and kept in the database (settings), so every process on it prints
// the same walk and settles against it, while nobody outside can compute it.

const FEED_SEED_KEY = 'feed.seed';

const feeds = new Map<string, Feed>();

/** The price walk this database's seed gives (read once per process; start.ts reads it before serving). */
export async function feedFor(db: Db): Promise<Feed> {
  const seed = await sharedSecret(db, FEED_SEED_KEY);
  let feed = feeds.get(seed);
  if (!feed) {
    feed = seededFeed(seed);
    feeds.set(seed, feed);
  }
  return feed;
}

/** The sandbox's control: a test fixes the seed so it may compute the ticks it will be served. */
export async function setFeedSeed(db: Db, seed: string): Promise<void> {
  await replaceSharedSecret(db, FEED_SEED_KEY, seed);
}
