import { is } from 'superstruct';
import { type Article, ArticleSchema, type NewsCategory, type NewsItem, type NewsList, NewsListSchema } from '@/api/news';

// Pure rules of the news screen: last-copy keys and checks, the section filter, dates.

/** The list per language (the feed answers the trader's language only). */
export const newsListKey = (lang: string) => `news.list.${lang}`;
/** Each article read, so it opens offline. */
export const articleKey = (id: string) => `news.article.${id}`;

export const parseNewsList = (value: unknown): NewsList | null => (is(value, NewsListSchema) ? value : null);
export const parseArticle = (value: unknown): Article | null => (is(value, ArticleSchema) ? value : null);

export const NEWS_CATEGORIES: readonly NewsCategory[] = ['news', 'analysis'];

export function itemsOf(list: NewsList | null, category: NewsCategory): NewsItem[] {
  return (list?.items ?? []).filter((item) => item.category === category);
}

/** `#/show/news/analysis` opens the analysis section; anything else the news. */
export function categoryFromRoute(location: string): NewsCategory {
  return /^\/show\/news\/analysis\/?$/.test(location) ? 'analysis' : 'news';
}

/** The section's own address: what closing an article goes back to. */
export function sectionRoute(category: NewsCategory): string {
  return category === 'analysis' ? '/show/news/analysis' : '/show/news';
}

/** An article's address, `#/show/news/<id>`: it can be shared, bookmarked and reopened, and Back closes it. */
export function articleRoute(id: string): string {
  return `/show/news/${encodeURIComponent(id)}`;
}

/** The article a route opens, or null for a section's address. */
export function articleIdFromRoute(location: string): string | null {
  const match = /^\/show\/news\/([^/]+)\/?$/.exec(location);
  if (!match?.[1] || match[1] === 'analysis') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** A feed without dates (0) shows none rather than 1970. */
export function publishedText(ms: number, format: Intl.DateTimeFormat): string {
  return ms > 0 ? format.format(ms) : '';
}
