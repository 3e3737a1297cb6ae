export type { CalendarEvent, CalendarSource, Importance } from './types.ts';
export { CalendarUnavailable, MAX_RANGE_MS } from './types.ts';
export { createFeedCalendar } from './feed-source.ts';
