// Spec §5 "Report date range: end must not precede start, else the end field shakes and clears after 1 s."

export const RANGE_CLEAR_DELAY_MS = 1_000;

export type RangeVerdict = 'ok' | 'end-before-start';

/** Dates as the date inputs give them (YYYY-MM-DD, '' when empty); an open end or start is always fine. */
export function checkDateRange(start: string, end: string): RangeVerdict {
  if (start === '' || end === '') return 'ok';
  return end < start ? 'end-before-start' : 'ok';
}

export type RangeBounds = { DateFrom?: number; DateTo?: number };

/**
 * The From/To pair as the fields show it; `shake` while a wrong end is shown (the end field plays its shake);
 * `bounds`: what the lists filter by, the last valid range, kept while a wrong end shakes so nothing refetches.
 */
export type RangeState = { start: string; end: string; shake: boolean; bounds: RangeBounds };

export type RangeTimers = {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout>): void;
};

/** The global timers, looked up at call time so tests' fake timers replace them. */
const globalTimers: RangeTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};

export interface RangeRule {
  get(): RangeState;
  /** For useSyncExternalStore: `listener` hears every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  setStart(day: string): void;
  setEnd(day: string): void;
  /** Drops a pending clear (the screen went away). */
  dispose(): void;
}

/**
 * The rule with its timer: an end before the start is kept on screen, shaking, for 1 s, then cleared. Any edit in
 * between starts over (a corrected end stays; another wrong one gets its own second).
 */
export function createRangeRule(timers: RangeTimers = globalTimers): RangeRule {
  let state: RangeState = { start: '', end: '', shake: false, bounds: {} };
  let pending: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: RangeState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  const apply = (start: string, end: string) => {
    cancel();
    const wrong = checkDateRange(start, end) === 'end-before-start';
    if (wrong) {
      pending = timers.setTimeout(() => {
        pending = null;
        publish({ start: state.start, end: '', shake: false, bounds: rangeToMs(state.start, '') });
      }, RANGE_CLEAR_DELAY_MS);
    }
    publish({ start, end, shake: wrong, bounds: wrong ? state.bounds : rangeToMs(start, end) });
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setStart: (day) => apply(day, state.end),
    setEnd: (day) => apply(state.start, day),
    dispose: cancel,
  };
}

/** The spec's DateFrom/DateTo in ms: the start of the first day and the last millisecond of the last day (local). */
function dayToMs(day: string, endOfDay: boolean): number | undefined {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return undefined;
  const time = endOfDay ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return Number.isNaN(time.getTime()) ? undefined : time.getTime();
}

export function rangeToMs(start: string, end: string): RangeBounds {
  const range: RangeBounds = {};
  const from = start === '' ? undefined : dayToMs(start, false);
  const to = end === '' ? undefined : dayToMs(end, true);
  if (from !== undefined) range.DateFrom = from;
  if (to !== undefined) range.DateTo = to;
  return range;
}
