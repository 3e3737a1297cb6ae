import { array, boolean, enums, number, string, type, type Infer } from 'superstruct';
import { postOrThrow } from './http';

// Spec §7 News: /api/news/rss (the list: the server reads the feed, the client never parses XML) and
// /api/news/html {id} (one article, its HTML to be sanitized before it is shown).

export const NewsItemSchema = type({
  id: string(),
  category: enums(['news', 'analysis']),
  title: string(),
  summary: string(),
  published_at: number(),
});
export const NewsListSchema = type({ items: array(NewsItemSchema), stale: boolean(), fetched_at: number() });
export const ArticleSchema = type({
  id: string(),
  category: enums(['news', 'analysis']),
  title: string(),
  summary: string(),
  published_at: number(),
  html: string(),
  link: string(),
  stale: boolean(),
});

export type NewsItem = Infer<typeof NewsItemSchema>;
export type NewsList = Infer<typeof NewsListSchema>;
export type Article = Infer<typeof ArticleSchema>;
export type NewsCategory = NewsItem['category'];

/** Every item of the trader's language (X-Lang), both sections; `stale` when the feed broke and this is its last good read. */
export function fetchNews(signal?: AbortSignal): Promise<NewsList> {
  return postOrThrow('/api/news/rss', {}, NewsListSchema, signal);
}

export function fetchArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return postOrThrow('/api/news/html', { id }, ArticleSchema, signal);
}
