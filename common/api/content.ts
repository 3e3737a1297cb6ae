import { array, boolean, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { call } from './route.ts';
import { id, text } from './fields.ts';

// Server-driven pages, configuration, news and the market calendar (server/content).

// Replies read by src/api/config.ts.
export const ConfigSchema = type({
  platformOrigin: string(),
  captchaSiteKey: nullable(string()),
  captchaScriptUrl: nullable(string()),
  sandbox: boolean(),
});
export type AppConfig = Infer<typeof ConfigSchema>;

// Replies read by src/api/news.ts.
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

// Replies read by src/api/calendar.ts.
export const CalendarEventSchema = type({
  id: string(),
  time: number(),
  country: string(),
  currency: string(),
  title: string(),
  importance: enums([1, 2, 3]),
  actual: nullable(string()),
  forecast: nullable(string()),
  previous: nullable(string()),
});
export const CalendarSchema = type({ now: number(), events: array(CalendarEventSchema) });
export type CalendarEvent = Infer<typeof CalendarEventSchema>;
export type CalendarReply = Infer<typeof CalendarSchema>;

export const contentCalls = [
  call('GET', '/api/config', null, ConfigSchema),
  call('GET', '/api/pg/:name', null),
  call('GET', '/api/ag/:name', null),
  call('GET', '/api/modal/:name', null),
  call('POST', '/api/news/rss', type({ category: text(32) }), NewsListSchema),
  call('POST', '/api/news/html', type({ id: text(200) }), ArticleSchema),
  call('POST', '/api/calendar', type({ from: id(), to: id() }), CalendarSchema),
];
