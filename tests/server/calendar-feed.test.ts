import { describe, expect, it } from 'vitest';
import { parseCalendarFeed } from '../../server/calendar/feed-format.ts';
import { createFeedCalendar, type Fetcher } from '../../server/calendar/feed-source.ts';
import { CalendarUnavailable } from '../../server/calendar/types.ts';

// The ForexFactory-format reader on its own: the parser on a feed sample, the cache, and the unavailable answer.

const SAMPLE = JSON.stringify([
  { title: 'CPI y/y', country: 'USD', date: '2024-09-11T08:30:00-04:00', impact: 'High', forecast: '2.6%', previous: '2.9%', actual: '2.5%' },
  { title: 'Bank Holiday', country: 'All', date: '2024-09-09T00:00:00-04:00', impact: 'Holiday', forecast: '', previous: '' },
  { title: 'Main Refinancing Rate', country: 'EUR', date: '2024-09-12T08:15:00-04:00', impact: 'High', forecast: '3.65%', previous: '4.25%' },
  { title: 'German Buba Monthly Report', country: 'EUR', date: '2024-09-10T06:00:00-04:00', impact: 'Low', forecast: '', previous: '' },
  { title: 'No offset', country: 'USD', date: '2024-09-10T06:00:00', impact: 'Low', forecast: '', previous: '' },
  { title: 'Odd impact', country: 'USD', date: '2024-09-10T06:00:00-04:00', impact: 'Huge', forecast: '', previous: '' },
  'not an event',
]);

describe('calendar feed format', () => {
  it('reads events in time order with their economy, importance and figures as text; skips what it cannot place', () => {
    const events = parseCalendarFeed(SAMPLE);
    expect(events.map((event) => event.title)).toEqual(['German Buba Monthly Report', 'CPI y/y', 'Main Refinancing Rate']);
    expect(events[1]).toMatchObject({ country: 'US', currency: 'USD', time: Date.UTC(2024, 8, 11, 12, 30), importance: 3, actual: '2.5%', forecast: '2.6%', previous: '2.9%' });
    expect(events[2]).toMatchObject({ country: 'EU', importance: 3, actual: null, forecast: '3.65%' });
    expect(events[0]).toMatchObject({ importance: 1, forecast: null, previous: null });
    expect(parseCalendarFeed(SAMPLE).map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
  });

  it('refuses what is not the format', () => {
    expect(() => parseCalendarFeed('<weeklyevents/>')).toThrow();
    expect(() => parseCalendarFeed('{"a":1}')).toThrow();
  });
});

describe('feed calendar', () => {
  const range = { from: Date.UTC(2024, 8, 9), to: Date.UTC(2024, 8, 16) };

  it('fetches once per TTL, shows actual only once its time has passed, translates titles it knows', async () => {
    let calls = 0;
    const fetcher: Fetcher = async () => {
      calls += 1;
      return new Response(SAMPLE);
    };
    const calendar = createFeedCalendar('https://feed.example/ff.json', fetcher, 3_600_000);
    const before = await calendar.events(range, 'en', new Date(Date.UTC(2024, 8, 11, 12)));
    expect(before.find((event) => event.title === 'CPI y/y')?.actual).toBeNull();
    const after = await calendar.events(range, 'ru', new Date(Date.UTC(2024, 8, 11, 12, 30)));
    expect(after.find((event) => event.currency === 'USD')).toMatchObject({ title: 'Индекс потребительских цен (г/г)', actual: '2.5%' });
    expect(after.find((event) => event.importance === 1)?.title).toBe('German Buba Monthly Report');
    expect(calls).toBe(1);
    await calendar.events(range, 'en', new Date(Date.UTC(2024, 8, 11, 13, 1)));
    expect(calls).toBe(2);
  });

  it('answers unavailable on an error status, a malformed feed or a timeout, and tries again next time', async () => {
    const replies = [new Response('down', { status: 503 }), new Response('<html>'), new Response(SAMPLE)];
    const calendar = createFeedCalendar('https://feed.example/ff.json', async () => replies.shift() ?? Promise.reject(new Error('timeout')), 60_000);
    const now = new Date(Date.UTC(2024, 8, 20));
    await expect(calendar.events(range, 'en', now)).rejects.toBeInstanceOf(CalendarUnavailable);
    await expect(calendar.events(range, 'en', now)).rejects.toBeInstanceOf(CalendarUnavailable);
    expect(await calendar.events(range, 'en', now)).toHaveLength(3);
  });
});
