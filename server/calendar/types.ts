// The market calendar seam: /api/calendar talks only to this interface; the sandbox generates events,
// a real economic-calendar provider would implement the same call.

export type Importance = 1 | 2 | 3;

export type CalendarEvent = {
  /** Stable for the same event across calls. */
  readonly id: string;
  /** ms since the epoch (UTC); the client shows it in the trader's time zone. */
  readonly time: number;
  /** ISO 3166 alpha-2 of the economy. */
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
  /** Events with from <= time < to, in time order. */
  events(range: { from: number; to: number }, lang: 'en' | 'ru', now: Date): Promise<CalendarEvent[]>;
};
