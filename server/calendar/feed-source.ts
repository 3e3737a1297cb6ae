import { type FeedEvent, parseCalendarFeed } from './feed-format.ts';
import { localTitle } from './titles-ru.ts';
import { type CalendarEvent, type CalendarSource, CalendarUnavailable } from './types.ts';

/** The feed is fetched at most this often (on the server clock); between fetches the parse is served from memory. */
export const CALENDAR_TTL_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_FEED_BYTES = 2 * 1024 * 1024;

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * An economic calendar read from a feed in the export format (./feed-format.ts) at `url`. A failed fetch or parse
 * answers CalendarUnavailable: no figure is ever made up, and a broken feed is tried again on the next call.
 */
export function createFeedCalendar(url: string, fetcher: Fetcher = fetch, ttlMs = CALENDAR_TTL_MS): CalendarSource {
  let cached: { events: readonly FeedEvent[]; at: number } | null = null;
  let inFlight: Promise<readonly FeedEvent[]> | null = null;

  const load = async (): Promise<readonly FeedEvent[]> => {
    const response = await fetcher(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`calendar feed answered ${response.status}`);
    const body = await response.text();
    if (body.length > MAX_FEED_BYTES) throw new Error('calendar feed too large');
    return parseCalendarFeed(body);
  };

  const current = async (at: number): Promise<readonly FeedEvent[]> => {
    // A clock moved back (never in production) counts as stale too.
    if (cached && at - cached.at < ttlMs && at >= cached.at) return cached.events;
    // One fetch at a time: concurrent callers wait for the same one.
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    try {
      const events = await inFlight;
      cached = { events, at };
      return events;
    } catch (error) {
      console.warn(`calendar feed (${new URL(url).host}) failed: ${error instanceof Error ? error.message : 'unreadable'}`);
      throw new CalendarUnavailable('The calendar feed could not be read');
    }
  };

  return {
    async events({ from, to }, lang, now) {
      const at = now.getTime();
      const events = await current(at);
      return events
        .filter((event) => event.time >= from && event.time < to)
        .map(
          (event): CalendarEvent => ({
            id: event.id,
            time: event.time,
            country: event.country,
            currency: event.currency,
            title: localTitle(event.title, lang),
            importance: event.importance,
            // A figure is out only once its time has come, whatever the feed says.
            actual: event.time <= at ? event.actual : null,
            forecast: event.forecast,
            previous: event.previous,
          }),
        );
    },
  };
}
