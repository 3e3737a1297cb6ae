import { askOrThrow } from './http';
import type { CalendarReply } from '@common/api/calendar';
import { calendar } from '@common/api/content.calls';
export type { CalendarEvent, CalendarReply } from '@common/api/calendar';
export { CalendarEventSchema, CalendarSchema } from '@common/api/calendar';

// The market calendar (spec §2): POST /api/calendar {from, to} (epoch ms) → the economic events in that range.



export function fetchCalendar(range: { from: number; to: number }, signal?: AbortSignal): Promise<CalendarReply> {
  return askOrThrow(calendar, range, { signal });
}
