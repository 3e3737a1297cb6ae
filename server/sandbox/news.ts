import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';

/**
 * POST /sandbox/news {xml} serves that text as the news feed (a malformed one shows the stale fallback);
 * {reset:true} goes back to the fixture. 409 when NEWS_RSS_URL points at a real feed.
 */
export function sandboxNewsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/news', async (c) => {
    const fields = await readFields(c);
    const reset = fields.reset === true || field(fields, 'reset') === 'true';
    const xml = reset ? null : field(fields, 'xml');
    if (!reset && xml === '') return c.json({ return: false, field: 'xml', message: 'xml (the feed text) or reset:true is required' }, 400);
    const sandbox = deps.news?.sandbox;
    if (!sandbox || !deps.news) return c.json({ return: false, message: 'A real feed is configured (NEWS_RSS_URL).' }, 409);
    sandbox.replace(xml);
    deps.news.service.expire();
    return c.json({ return: true, feed: reset ? 'fixture' : 'custom' });
  });
  return app;
}
