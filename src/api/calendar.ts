import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { postOrThrow } from './http';

// The market calendar (spec §2): POST /api/calendar {from, to} (epoch ms) → the economic events in that range.

export const CalendarEventSchema = type({
  id: string(),
  time: number(),
  country: string(),
  currency: string(),
  title: string(),
  importance: enums([1, 2, 3]),
  actual: nullable(string()),
  forecast: nullable(string()),
  previous: nullable(string()),
});
export const CalendarSchema = type({ now: number(), events: array(CalendarEventSchema) });

export type CalendarEvent = Infer<typeof CalendarEventSchema>;
export type CalendarReply = Infer<typeof CalendarSchema>;

export function fetchCalendar(range: { from: number; to: number }, signal?: AbortSignal): Promise<CalendarReply> {
  return postOrThrow('/api/calendar', range, CalendarSchema, signal);
}
