import { createSandboxCalendar } from './sandbox.ts';
import type { CalendarSource } from './types.ts';

export type { CalendarEvent, CalendarSource } from './types.ts';
export { MAX_RANGE_MS } from './sandbox.ts';

// The one place a real economic-calendar provider would be chosen (from config); the sandbox generator until then.
let source: CalendarSource | null = null;

export function calendarSource(): CalendarSource {
  source ??= createSandboxCalendar();
  return source;
}
