import type { Db } from '../db/client.ts';
import { replaceSharedSecret, sharedSecret } from '../db/settings.ts';
import { seededWalk, type Walk } from './price-walk.ts';

// The walk's seed is a random secret made once and kept in the database (settings), so every process on it prints
// the same walk and settles against it, while nobody outside can compute it.

const WALK_SEED_KEY = 'feed.seed';

const walks = new Map<string, Walk>();

/** The price walk this database's seed gives (made by the first process to ask, then read once per process). */
export async function walkFor(db: Db): Promise<Walk> {
  const seed = await sharedSecret(db, WALK_SEED_KEY);
  let walk = walks.get(seed);
  if (!walk) {
    walk = seededWalk(seed);
    walks.set(seed, walk);
  }
  return walk;
}

/** The sandbox's control: a test fixes the seed so it may compute the ticks it will be served. */
export async function setWalkSeed(db: Db, seed: string): Promise<void> {
  await replaceSharedSecret(db, WALK_SEED_KEY, seed);
}
