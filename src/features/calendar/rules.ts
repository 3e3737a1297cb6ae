import { array, is, number, type, type Infer } from 'superstruct';
import { type CalendarEvent, CalendarEventSchema } from '@/api/calendar';

// Pure rules of the market calendar: the period in the trader's own day, the filters, grouping by local day.

export type Period = 'today' | 'week';
export const PERIODS: readonly Period[] = ['today', 'week'];

export type CalendarFilter = { period: Period; minImportance: 1 | 2 | 3; country: string };
export const DEFAULT_FILTER: CalendarFilter = { period: 'today', minImportance: 1, country: '' };

/**
 * Today: from the trader's local midnight to the next; the week: seven local days from today. Local midnights come
 * from the Date's own time zone arithmetic, so a DST change inside the week is handled.
 */
export function periodRange(period: Period, now: Date): { from: number; to: number } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (period === 'today' ? 1 : 7));
  return { from: start.getTime(), to: end.getTime() };
}

/** The events of the chosen period (inside `range`), importance and country. */
export function filterEvents(events: readonly CalendarEvent[], filter: Pick<CalendarFilter, 'minImportance' | 'country'>, range: { from: number; to: number }): CalendarEvent[] {
  return events.filter(
    (event) => event.time >= range.from && event.time < range.to && event.importance >= filter.minImportance && (filter.country === '' || event.country === filter.country),
  );
}

/** The countries present, for the filter's choices (sorted by code: stable whatever the language). */
export function countriesOf(events: readonly CalendarEvent[]): string[] {
  return [...new Set(events.map((event) => event.country))].toSorted();
}

/** Events by the trader's local day, in order; `dayKey` is the local date (YYYY-MM-DD). */
export function groupByDay(events: readonly CalendarEvent[]): { dayKey: string; start: number; events: CalendarEvent[] }[] {
  const groups: { dayKey: string; start: number; events: CalendarEvent[] }[] = [];
  for (const event of events.toSorted((a, b) => a.time - b.time)) {
    const date = new Date(event.time);
    const dayKey = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const last = groups.at(-1);
    if (last?.dayKey === dayKey) last.events.push(event);
    else groups.push({ dayKey, start: new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime(), events: [event] });
  }
  return groups;
}

/**
 * The last copy per language: the whole week from the day it was fetched (today is a part of it), so both periods open
 * offline after one visit; it keeps its range so an old copy can say so.
 */
// Spelled out rather than assign(): assign would join superstruct's shared chunk, loaded before the trading home.
const CalendarCopySchema = type({ now: number(), events: array(CalendarEventSchema), from: number(), to: number() });
export type CalendarCopy = Infer<typeof CalendarCopySchema>;
export const calendarKey = (lang: string) => `calendar.week.${lang}`;

export const parseCalendarCopy = (value: unknown): CalendarCopy | null => (is(value, CalendarCopySchema) ? value : null);

/** A copy is current when it covers the range asked for now (else it is shown as an older copy). */
export function copyCovers(copy: Pick<CalendarCopy, 'from' | 'to'>, range: { from: number; to: number }): boolean {
  return copy.from <= range.from && copy.to >= range.to;
}
