import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { setWalkSeed } from './walk-seed.ts';

/**
 * POST /sandbox/feed_seed {seed} fixes the price walk's seed (normally a secret made once): a test that must know a
 * trade's outcome sets it and computes the ticks with seededWalk(seed) (./price-walk.ts).
 */
export function sandboxFeedSeedRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/feed_seed', async (c) => {
    const seed = field(await readFields(c), 'seed');
    if (seed.length < 1 || seed.length > 200) return c.json({ return: false, field: 'seed', message: 'seed: 1-200 characters' }, 400);
    await setWalkSeed(db, seed);
    return c.json({ return: true });
  });
  return app;
}
