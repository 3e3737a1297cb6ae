// The market calendar seam: /api/calendar talks only to this interface. server/app.ts picks the implementation: a
// feed read from CALENDAR_URL, the sandbox's fixture feed, or none (the route then answers "unavailable").

export type Importance = 1 | 2 | 3;

export type CalendarEvent = {
  /** Stable for the same event across calls. */
  readonly id: string;
  /** ms since the epoch (UTC); the client shows it in the trader's time zone. */
  readonly time: number;
  /** ISO 3166 alpha-2 of the economy ("EU" for the euro area). */
  readonly country: string;
  readonly currency: string;
  readonly title: string;
  readonly importance: Importance;
  /** Figures as published ("3.2%", "215K"): text, never computed with. null: not out yet / none. */
  readonly actual: string | null;
  readonly forecast: string | null;
  readonly previous: string | null;
};

export type CalendarSource = {
  /** Events with from <= time < to, in time order. Throws CalendarUnavailable when the feed cannot be read. */
  events(range: { from: number; to: number }, lang: 'en' | 'ru', now: Date): Promise<CalendarEvent[]>;
};

/** The feed could not be fetched or read: the route says the calendar is unavailable rather than invent one. */
export class CalendarUnavailable extends Error {
  override readonly name = 'CalendarUnavailable';
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A week and a day either side is all a screen asks for; a wider range is refused by the route. */
export const MAX_RANGE_MS = 15 * DAY_MS;
