import { array, boolean, enums, number, string, type, type Infer } from 'superstruct';

// Replies read by src/api/news.ts (server/API.md, section `content`).
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
