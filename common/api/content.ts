import { type } from 'superstruct';
import { call } from './route.ts';
import { id, text } from './fields.ts';

// Server-driven pages, configuration, news and the market calendar (server/content).

export const contentCalls = [
  call('GET', '/api/config', null),
  call('GET', '/api/pg/:name', null),
  call('GET', '/api/ag/:name', null),
  call('GET', '/api/modal/:name', null),
  call('POST', '/api/news/rss', type({ category: text(32) })),
  call('POST', '/api/news/html', type({ id: text(200) })),
  call('POST', '/api/calendar', type({ from: id(), to: id() })),
];
