import { Hono } from 'hono';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../http/env.ts';
import { CALENDAR_FIXTURE } from './calendar-fixture.ts';

// GET /sandbox/calendar.json: the fixture of real past releases in the export format, replayed onto the weeks around
// the server clock so the calendar screen always has last week, this week and next week to show. Each release keeps
// its real figures and its time of day (UTC). The fixture is dealt into thirds like cards — the lesser releases
// first, then by weekday and time — so each third has releases on every weekday and of every importance; UTC week
// number n replays third n mod 3. A release keeps its real weekday, except that a third holding the same release
// several times (US CPI, payrolls: same weekday, same hour) moves each repeat on to the next weekday that release
// does not hold yet, so no two share a time. A release thus sits at one fixed time whatever the clock reads (its id stays the same as the
// clock moves) and comes round every three weeks. "actual" is
// written only once the server clock (movable by POST /sandbox/clock) has passed the replayed time, as a live feed.

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: Monday 1970-01-05 is where UTC weeks start. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

const mondayOf = (ms: number) => ms - ((((ms - FIRST_MONDAY_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS);
/** "2024-09-18T18:00:00+00:00": the export's ISO form, written in UTC. */
const exportDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

export type ReplayedEntry = { title: string; country: string; date: string; impact: string; forecast: string; previous: string; actual?: string };

const offsetInWeek = (date: string) => Date.parse(date) - mondayOf(Date.parse(date));

/** The fixture's entries in dealing order (see above): entry i goes to third i mod 3. */
const DEALT = CALENDAR_FIXTURE.toSorted((a, b) => Number(a.impact === 'High') - Number(b.impact === 'High') || offsetInWeek(a.date) - offsetInWeek(b.date));

/** Each third's releases with their place in the week: a repeat of one release moved on to a weekday it lacks. */
const THIRDS = [0, 1, 2].map((third) => {
  const held = new Map<string, Set<number>>();
  return DEALT.filter((_, index) => index % 3 === third).map((entry) => {
    const key = `${entry.country} ${entry.title}`;
    const days = held.get(key) ?? new Set<number>();
    held.set(key, days);
    const real = offsetInWeek(entry.date);
    let weekday = Math.floor(real / DAY_MS);
    // Monday to Friday only: a Friday release moved on goes to Monday of the same week. The fixture never holds a
    // release more than five times a third, so a free weekday is always found.
    for (let tries = 0; days.has(weekday) && tries < 5; tries += 1) weekday = (weekday + 1) % 5;
    days.add(weekday);
    return { entry, offset: weekday * DAY_MS + (real % DAY_MS) };
  });
});

export function replayedCalendar(now: Date): ReplayedEntry[] {
  const thisMonday = mondayOf(now.getTime());
  const out: ReplayedEntry[] = [];
  for (const monday of [thisMonday - WEEK_MS, thisMonday, thisMonday + WEEK_MS]) {
    for (const { entry, offset } of THIRDS[Math.round((monday - FIRST_MONDAY_MS) / WEEK_MS) % 3] ?? []) {
      const time = monday + offset;
      const { actual, ...rest } = entry;
      out.push({ ...rest, date: exportDate(time), ...(time <= now.getTime() ? { actual } : {}) });
    }
  }
  return out;
}

export function sandboxCalendarRoutes(clock: Clock): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/sandbox/calendar.json', (c) => c.json(replayedCalendar(clock.now())));
  return app;
}
