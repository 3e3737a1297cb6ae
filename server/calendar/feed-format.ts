import { createHash } from 'node:crypto';
import type { Importance } from './types.ts';

// The ForexFactory weekly export as faireconomy publishes it (ff_calendar_thisweek.json): an array of
// { title, country, date, impact, forecast, previous } where `country` is the currency code, `date` ISO 8601 with
// the offset it was written in (America/New_York), `impact` High / Medium / Low / Holiday / Non-Economic. Feeds that
// follow the format also carry `actual` once the figure is out; the export itself leaves it out.

export type FeedEvent = {
  readonly id: string;
  readonly title: string;
  readonly currency: string;
  readonly country: string;
  readonly time: number;
  readonly importance: Importance;
  readonly actual: string | null;
  readonly forecast: string | null;
  readonly previous: string | null;
};

export class CalendarFeedError extends Error {
  override readonly name = 'CalendarFeedError';
}

/** The economy each currency the export lists stands for; "All" (global holidays) and unknown ones are left out. */
const COUNTRY_OF: Readonly<Record<string, string>> = {
  USD: 'US',
  EUR: 'EU',
  GBP: 'GB',
  JPY: 'JP',
  CNY: 'CN',
  AUD: 'AU',
  NZD: 'NZ',
  CAD: 'CA',
  CHF: 'CH',
};

const IMPORTANCE_OF: Readonly<Record<string, Importance>> = { High: 3, Medium: 2, Low: 1, Holiday: 1, 'Non-Economic': 1 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A figure as text; the export writes "" for none. */
function figure(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 32) : null;
}

/** One entry, or null when it is not an economic event of a known economy (skipped, not fatal). */
function eventOf(entry: unknown): FeedEvent | null {
  if (!isRecord(entry)) return null;
  const { title, country: currency, date, impact } = entry;
  if (typeof title !== 'string' || typeof currency !== 'string' || typeof date !== 'string' || typeof impact !== 'string') return null;
  const country = COUNTRY_OF[currency];
  const importance = IMPORTANCE_OF[impact];
  // An offset is required: a bare local time would be read in this server's zone.
  const time = /(?:Z|[+-]\d\d:\d\d)$/.test(date) ? Date.parse(date) : Number.NaN;
  if (!country || !importance || !Number.isFinite(time) || title.trim() === '') return null;
  const id = createHash('sha256').update(`${currency}\n${title}\n${time}`).digest('hex').slice(0, 16);
  return { id, title: title.trim().slice(0, 120), currency, country, time, importance, actual: figure(entry['actual']), forecast: figure(entry['forecast']), previous: figure(entry['previous']) };
}

/** Parses the export; throws CalendarFeedError when it is not one (not JSON, not an array). */
export function parseCalendarFeed(text: string): FeedEvent[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CalendarFeedError('calendar feed is not JSON');
  }
  if (!Array.isArray(data)) throw new CalendarFeedError('calendar feed is not a list of events');
  return data.map(eventOf).filter((event): event is FeedEvent => event !== null).toSorted((a, b) => a.time - b.time || a.id.localeCompare(b.id));
}
