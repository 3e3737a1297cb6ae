import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tourney } from '@/api/tourney';
import { createTraderDb } from '@/db/database';

// What home loads only when it has something to show: the weekend modal's check, and the toasts' first one.
const tourneys = vi.hoisted(() => ({ list: [] as Tourney[] }));
vi.mock('@/api/tourney', () => ({ fetchCurrentTourneys: vi.fn(() => Promise.resolve({ list: tourneys.list })) }));

const { claimWeekendModal } = await import('@/features/tourney/weekend');

const tourney = (type: Tourney['type'], date_start: number, closed = false): Tourney => ({ id: date_start, type, date_start, date_end: date_start + 1, closed });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the weekend modal check', () => {
  it('is due once per weekend tournament on a device, never without an open one', async () => {
    const database = createTraderDb(`weekend-${Date.now()}`);
    tourneys.list = [tourney('weekly', 100)];
    expect(await claimWeekendModal(undefined, database)).toBe(false);
    tourneys.list = [tourney('weekly', 100), tourney('weekend', 200, true)];
    expect(await claimWeekendModal(undefined, database)).toBe(false);
    tourneys.list = [tourney('weekly', 100), tourney('weekend', 300)];
    expect(await claimWeekendModal(undefined, database)).toBe(true);
    // Another tab, a reload: the same weekend is not shown again; the next one is.
    expect(await claimWeekendModal(undefined, database)).toBe(false);
    tourneys.list = [tourney('weekend', 400)];
    expect(await claimWeekendModal(undefined, database)).toBe(true);
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
