import { type Context, Hono } from 'hono';
import { CalendarUnavailable, MAX_RANGE_MS } from '../calendar/index.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { t } from '../i18n.ts';
import { NewsFeedError, type NewsItem } from '../news/index.ts';

// Spec §7 News: /api/news/rss (the list), /api/news/html {id} (one article); and the market calendar (spec §2),
// /api/calendar {from,to}. The feed and the calendar sit behind server/news and server/calendar; no calendar
// configured, or its feed unreadable: `calendar.unavailable` (a 200 with return:false, as other unavailable services).

const listItem = (item: NewsItem) => ({ id: item.id, category: item.category, title: item.title, summary: item.summary, published_at: item.publishedAt });

/** An epoch-ms field: digits only, within the safe range. */
function msIn(raw: string): number | null {
  const text = raw.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** The feed failed and there is no good parse to fall back on: say so clearly (502, the upstream is at fault). */
function feedDown(c: Context<AppEnv>, error: unknown): Response {
  if (!(error instanceof NewsFeedError)) throw error;
  return c.json({ return: false, code: `news.${error.reason}`, message: t(c.var.lang, 'news.feed_unavailable') }, 502);
}

/** No news source configured (no NEWS_RSS_URL, no sandbox): say so, as the calendar does, rather than invent any. */
const newsUnavailable = (c: Context<AppEnv>) => c.json({ return: false, code: 'news.unavailable', message: t(c.var.lang, 'news.unavailable') });

export function newsRoutes(deps: Deps): Hono<AppEnv> {
  const { clock, calendar } = deps;
  const news = deps.news?.service;
  const app = new Hono<AppEnv>();

  app.post('/api/news/rss', async (c) => {
    const fields = await readFields(c);
    const category = field(fields, 'category');
    if (!news) return newsUnavailable(c);
    try {
      const snapshot = await news.snapshot(clock.now());
      const items = snapshot.items.filter((item) => item.lang === c.var.lang && (category === '' || item.category === category));
      return c.json({ return: true, items: items.map(listItem), stale: snapshot.stale, fetched_at: snapshot.fetchedAt });
    } catch (error) {
      return feedDown(c, error);
    }
  });

  app.post('/api/news/html', async (c) => {
    const id = field(await readFields(c), 'id').trim();
    if (!news) return newsUnavailable(c);
    try {
      const snapshot = await news.snapshot(clock.now());
      const item = /^[0-9a-f]{16}$/.test(id) ? snapshot.items.find((entry) => entry.id === id) : undefined;
      if (!item) return c.json({ return: false, code: 'not_found', message: t(c.var.lang, 'news.not_found') }, 404);
      // The description is the feed's HTML, as is: the client sanitizes it (DOMPurify) like every server fragment.
      return c.json({ return: true, ...listItem(item), html: item.html, link: item.link, stale: snapshot.stale });
    } catch (error) {
      return feedDown(c, error);
    }
  });

  app.post('/api/calendar', async (c) => {
    const fields = await readFields(c);
    const from = msIn(field(fields, 'from'));
    const to = msIn(field(fields, 'to'));
    if (from === null || to === null || to <= from || to - from > MAX_RANGE_MS) {
      return c.json({ return: false, code: 'bad_range', field: 'to', message: t(c.var.lang, 'calendar.range') }, 400);
    }
    const now = clock.now();
    const unavailable = () => c.json({ return: false, code: 'calendar.unavailable', message: t(c.var.lang, 'calendar.unavailable') });
    if (!calendar) return unavailable();
    try {
      return c.json({ return: true, now: now.getTime(), events: await calendar.events({ from, to }, c.var.lang, now) });
    } catch (error) {
      if (error instanceof CalendarUnavailable) return unavailable();
      throw error;
    }
  });

  return app;
}
