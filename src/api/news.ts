import { askOrThrow } from './http';
import type { Article, NewsItem, NewsList } from '@common/api/news';
import { newsArticle, newsList } from '@common/api/content.calls';
export type { NewsItem, NewsList, Article } from '@common/api/news';
export { NewsItemSchema, NewsListSchema, ArticleSchema } from '@common/api/news';

// Spec §7 News: /api/news/rss (the list: the server reads the feed, the client never parses XML) and
// /api/news/html {id} (one article, its HTML to be sanitized before it is shown).


export type NewsCategory = NewsItem['category'];

/** Every item of the trader's language (X-Lang), both sections; `stale` when the feed broke and this is its last good read. */
export function fetchNews(signal?: AbortSignal): Promise<NewsList> {
  return askOrThrow(newsList, {}, { signal });
}

export function fetchArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return askOrThrow(newsArticle, { id }, { signal });
}
