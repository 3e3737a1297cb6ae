import { Hono } from 'hono';
import { calendar, newsArticle, newsList } from '../../common/api/content.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { calendarEvents, newsItem, newsItems } from './news-service.ts';

// Spec §7 News: /api/news/rss (the list), /api/news/html {id} (one article); and the market calendar (spec §2),
// /api/calendar {from,to}. Rules: ./news-service.ts.

/** An epoch-ms field: digits only, within the safe range. */
function msIn(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

export function newsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, newsList, async ({ input, lang }) => newsItems(deps, lang, input.category ?? ''));
  handle(app, newsArticle, async ({ input, lang }) => newsItem(deps, lang, (input.id ?? '').trim()));
  handle(app, calendar, async ({ input, lang }) => calendarEvents(deps, lang, msIn(input.from), msIn(input.to)));

  return app;
}
