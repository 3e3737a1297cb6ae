import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tourney } from '@/api/tourney';
import { PopupQueue } from '@/popups/queue';

// What home loads only when it has something to show: the weekend modal's check, and the toasts' first one.
const tourneys = vi.hoisted(() => ({ list: [] as Tourney[] }));
vi.mock('@/api/tourney', () => ({ fetchCurrentTourneys: vi.fn(() => Promise.resolve({ list: tourneys.list })) }));
// The server shows each key once to a trader (tests/server/popups.test.ts); here, a set plays it.
const claimed = vi.hoisted(() => new Set<string>());
vi.mock('@/api/popups', () => ({ claimPopup: vi.fn((key: string) => Promise.resolve(!claimed.has(key) && Boolean(claimed.add(key)))) }));

const { claimWeekendModal } = await import('@/features/tourney/weekend');

/** A page the trader has already tapped, with no field focused: the queue hands turns out at once. */
function readyQueue(): PopupQueue {
  return new PopupQueue({ onFirstInteraction: (listener) => listener(), editing: () => false, onFocusChange: () => undefined, later: (run) => run() });
}

const tourney = (type: Tourney['type'], date_start: number, closed = false): Tourney => ({ id: date_start, type, date_start, date_end: date_start + 1, closed });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the weekend modal check', () => {
  it('is due once per weekend tournament, never without an open one, and hands its turn back when not shown', async () => {
    const queue = readyQueue();
    const due = async () => {
      const release = await claimWeekendModal(undefined, queue);
      release?.();
      return release !== null;
    };
    tourneys.list = [tourney('weekly', 100)];
    expect(await due()).toBe(false);
    tourneys.list = [tourney('weekly', 100), tourney('weekend', 200, true)];
    expect(await due()).toBe(false);
    tourneys.list = [tourney('weekly', 100), tourney('weekend', 300)];
    expect(await due()).toBe(true);
    // Another tab, a reload, another device: the server does not show the same weekend again; the next one is.
    expect(await due()).toBe(false);
    tourneys.list = [tourney('weekend', 400 + 7 * 86_400_000)];
    expect(await due()).toBe(true);
  });
});

describe('toasts raised', () => {
  it('tells its subscribers once, at the first toast, before sonner has loaded', async () => {
    // Offline on a page no worker serves: the toast waits for the connection, but the Toaster may mount now.
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: { controller: null } });
    const { toast, toastRaised, subscribeToastRaised } = await import('@/ui/toast');
    const listener = vi.fn();
    const unsubscribe = subscribeToastRaised(listener);
    expect(toastRaised()).toBe(false);
    toast.error('Could not save');
    expect(toastRaised()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    toast.success('Saved');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
