import type { Article, NewsList } from '../../common/api/news.ts';
import type { CalendarReply } from '../../common/api/calendar.ts';
import { CalendarUnavailable, MAX_RANGE_MS } from '../calendar/index.ts';
import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import { NewsFeedError, type NewsItem } from '../news/index.ts';

// Spec §7 News: the list and one article; and the market calendar (spec §2). The feed and the calendar sit behind
// server/news and server/calendar; no calendar configured, or its feed unreadable: `calendar.unavailable` (a 200
// with return:false, as other unavailable services).

const listItem = (item: NewsItem) => ({ id: item.id, category: item.category, title: item.title, summary: item.summary, published_at: item.publishedAt });

/** The feed failed and there is no good parse to fall back on: say so clearly (502, the upstream is at fault). */
function feedDown(lang: Lang, error: unknown): Refusal {
  if (!(error instanceof NewsFeedError)) throw error;
  return refuse(t(lang, 'news.feed_unavailable'), { code: `news.${error.reason}`, status: 502 });
}

/** No news source configured (no NEWS_RSS_URL, no sandbox): say so, as the calendar does, rather than invent any. */
const newsUnavailable = (lang: Lang) => refuse(t(lang, 'news.unavailable'), { code: 'news.unavailable' });

/** The items in the trader's language, of one category ('' for all). */
export async function newsItems(deps: Deps, lang: Lang, category: string): Promise<NewsList | Refusal> {
  const news = deps.news?.service;
  if (!news) return newsUnavailable(lang);
  try {
    const snapshot = await news.snapshot(deps.clock.now());
    const items = snapshot.items.filter((item) => item.lang === lang && (category === '' || item.category === category));
    return { items: items.map(listItem), stale: snapshot.stale, fetched_at: snapshot.fetchedAt };
  } catch (error) {
    return feedDown(lang, error);
  }
}

/** One article by its id (16 hex digits). */
export async function newsItem(deps: Deps, lang: Lang, id: string): Promise<Article | Refusal> {
  const news = deps.news?.service;
  if (!news) return newsUnavailable(lang);
  try {
    const snapshot = await news.snapshot(deps.clock.now());
    const item = /^[0-9a-f]{16}$/.test(id) ? snapshot.items.find((entry) => entry.id === id) : undefined;
    if (!item) return refuse(t(lang, 'news.not_found'), { code: 'not_found', status: 404 });
    // The description is the feed's HTML, as is: the client sanitizes it (DOMPurify) like every server fragment.
    return { ...listItem(item), html: item.html, link: item.link, stale: snapshot.stale };
  } catch (error) {
    return feedDown(lang, error);
  }
}

/** The calendar's events between `from` and `to` (epoch ms; null: not a time), at most MAX_RANGE_MS apart. */
export async function calendarEvents(deps: Deps, lang: Lang, from: number | null, to: number | null): Promise<CalendarReply | Refusal> {
  if (from === null || to === null || to <= from || to - from > MAX_RANGE_MS) {
    return refuse(t(lang, 'calendar.range'), { code: 'bad_range', field: 'to', status: 400 });
  }
  const now = deps.clock.now();
  const unavailable = () => refuse(t(lang, 'calendar.unavailable'), { code: 'calendar.unavailable' });
  if (!deps.calendar) return unavailable();
  try {
    return { now: now.getTime(), events: await deps.calendar.events({ from, to }, lang, now) };
  } catch (error) {
    if (error instanceof CalendarUnavailable) return unavailable();
    throw error;
  }
}
