import { postOrThrow } from './http';
import { CalendarSchema, type CalendarReply } from '@common/api/calendar';
export type { CalendarEvent, CalendarReply } from '@common/api/calendar';
export { CalendarEventSchema, CalendarSchema } from '@common/api/calendar';

// The market calendar (spec §2): POST /api/calendar {from, to} (epoch ms) → the economic events in that range.



export function fetchCalendar(range: { from: number; to: number }, signal?: AbortSignal): Promise<CalendarReply> {
  return postOrThrow('/api/calendar', range, CalendarSchema, signal);
}
