import { type } from 'superstruct';
import { call } from './route.ts';
import { id, text } from './fields.ts';
import { ArticleSchema, NewsListSchema } from './news.ts';
import { CalendarSchema } from './calendar.ts';
import { ConfigSchema } from './config.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./news.ts, ./calendar.ts and ./config.ts the client checks. The client
// sends each call by its name.

export const publicConfig = call('GET', '/api/config', null, ConfigSchema, { public: 'the public configuration the login screen reads (captcha, languages)' });
/** The server-driven fragments: HTML, not JSON. */
export const pageFragment = call('GET', '/api/pg/:name', null, null, { public: 'content fragments of the guest pages' });
export const offerText = call('GET', '/api/ag/:name', null, null, { public: 'offer texts, fetched before the offer is shown' });
export const modalText = call('GET', '/api/modal/:name', null, null, { public: 'offer texts, fetched before the offer is shown' });
export const newsList = call('POST', '/api/news/rss', type({ category: text(32) }), NewsListSchema);
export const newsArticle = call('POST', '/api/news/html', type({ id: text(200) }), ArticleSchema);
export const calendar = call('POST', '/api/calendar', type({ from: id(), to: id() }), CalendarSchema);

export const contentCalls = [publicConfig, pageFragment, offerText, modalText, newsList, newsArticle, calendar];
