// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTraderDb, type TraderDb } from '@/db/database';
import type { BackgroundEnv, ShowSignalMessage } from '@/features/signals/background';
import { createSignalsTask } from '@/features/signals/task';

const signals = vi.hoisted(() => ({ list: [] as { id: string; symbol: string; direction: 'call' | 'put'; expires: number; reason?: string | null }[] }));
vi.mock('@/api/signals', () => ({ fetchSignals: async () => signals.list }));

const NOON = new Date(2026, 2, 10, 12).getTime();
const POLL_MS = 300_000;

let database: TraderDb;
beforeEach(() => {
  database = createTraderDb('trader', { indexedDB: new IDBFactory(), IDBKeyRange });
  signals.list = [{ id: 'sig-1', symbol: 'EURUSD', direction: 'call', expires: NOON + 86_400_000 * 2 }];
});

/** The browser as the task sees it: hidden or not, installed or not; `posted` lists what reached the worker. */
function fakeBrowser(state: { hidden: boolean; installed: boolean }) {
  const posted: ShowSignalMessage[] = [];
  const background: BackgroundEnv = {
    hidden: () => state.hidden,
    installed: () => state.installed,
    permitted: () => true,
    post: async (message) => {
      posted.push(message);
    },
  };
  return { background, posted };
}

async function poll(background: BackgroundEnv, at: number): Promise<void> {
  await createSignalsTask({ background, database, now: () => at }).run(new AbortController().signal);
}

describe('a due signal while the installed app is hidden', () => {
  it('two hidden polls send one system notification (a dismissed one does not come back every 5 minutes)', async () => {
    const browser = fakeBrowser({ hidden: true, installed: true });
    await poll(browser.background, NOON);
    await poll(browser.background, NOON + POLL_MS);
    expect(browser.posted.map((message) => message.id)).toEqual(['sig-1']);
  });

  it("carries the rule's reason under the asset and direction when the server gave one", async () => {
    signals.list = [{ id: 'EURUSD-1', symbol: 'EURUSD', direction: 'call', expires: NOON + 86_400_000, reason: 'SMA 5 crossed above SMA 20, RSI 58' }];
    const browser = fakeBrowser({ hidden: true, installed: true });
    await poll(browser.background, NOON);
    // The asset as the ticket names it, not the server's code.
    expect(browser.posted[0]?.body).toMatch(/^EUR\/USD · .*\nSMA 5 crossed above SMA 20, RSI 58$/);
  });

  it('is sent again the next day while the signal lives and nobody saw the popup', async () => {
    const browser = fakeBrowser({ hidden: true, installed: true });
    await poll(browser.background, NOON);
    await poll(browser.background, NOON + 86_400_000);
    expect(browser.posted.map((message) => message.id)).toEqual(['sig-1', 'sig-1']);
  });

  it('is not sent, nor marked, when the app is not installed or is visible', async () => {
    const state = { hidden: true, installed: false };
    const browser = fakeBrowser(state);
    await poll(browser.background, NOON);
    state.hidden = false;
    state.installed = true;
    await poll(browser.background, NOON + POLL_MS);
    expect(browser.posted).toEqual([]);
    // Nothing was claimed: once installed and hidden, the same day's poll still notifies.
    state.hidden = true;
    await poll(browser.background, NOON + 2 * POLL_MS);
    expect(browser.posted.map((message) => message.id)).toEqual(['sig-1']);
  });
});
