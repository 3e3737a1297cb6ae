import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';

// Replies read by src/api/calendar.ts (server/API.md, section `content`).
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
