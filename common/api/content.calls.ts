import { type } from 'superstruct';
import { call } from './route.ts';
import { id, text } from './fields.ts';
import { ArticleSchema, NewsListSchema } from './news.ts';
import { CalendarSchema } from './calendar.ts';
import { ConfigSchema } from './config.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./content.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const contentCalls = [
  call('GET', '/api/config', null, ConfigSchema, { public: 'the public configuration the login screen reads (captcha, languages)' }),
  call('GET', '/api/pg/:name', null, null, { public: 'content fragments of the guest pages' }),
  call('GET', '/api/ag/:name', null, null, { public: 'offer texts, fetched before the offer is shown' }),
  call('GET', '/api/modal/:name', null, null, { public: 'offer texts, fetched before the offer is shown' }),
  call('POST', '/api/news/rss', type({ category: text(32) }), NewsListSchema),
  call('POST', '/api/news/html', type({ id: text(200) }), ArticleSchema),
  call('POST', '/api/calendar', type({ from: id(), to: id() }), CalendarSchema),
];
