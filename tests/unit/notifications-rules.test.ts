import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTraderDb } from '@/db/database';
import { badgeCount, countNew, hiddenNotifications, NOTIFICATIONS_SHOWN, visibleNotifications } from '@/features/notifications/rules';
import { markAllReadLocally, markReadLocally, readNotifications, readNotificationState, saveNotifications } from '@/features/notifications/store';

const list = (reads: (0 | 1)[]) => reads.map((read, i) => ({ id: i + 1, read, createdAt: i, text: `n${i + 1}` }));

describe('notifications display (spec §9: first 3 shown, rest on expand)', () => {
  it('shows the first three until expanded', () => {
    const items = list([0, 0, 1, 0, 1]);
    expect(NOTIFICATIONS_SHOWN).toBe(3);
    expect(visibleNotifications(items, false).map((n) => n.id)).toEqual([1, 2, 3]);
    expect(hiddenNotifications(items, false)).toBe(2);
    expect(visibleNotifications(items, true)).toHaveLength(5);
    expect(hiddenNotifications(items, true)).toBe(0);
  });

  it('has nothing to expand with three or fewer', () => {
    expect(hiddenNotifications(list([0, 0, 0]), false)).toBe(0);
    expect(visibleNotifications([], false)).toEqual([]);
  });

  it('counts the new (unread) ones, hidden or not', () => {
    expect(countNew(list([0, 1, 1, 0, 0]))).toBe(3);
    expect(countNew(list([1, 1]))).toBe(0);
  });

  it("the badge shows the server's count of new ones, which also covers unread ones beyond the listed 50", () => {
    expect(badgeCount(57, list([0, 0, 1]))).toBe(57);
    expect(badgeCount(0, list([0, 0]))).toBe(0);
    // Before any count was stored (an older build's data): the unread rows in the list.
    expect(badgeCount(undefined, list([0, 1, 0]))).toBe(2);
  });
});

describe('notifications in Dexie', () => {
  const databases: ReturnType<typeof createTraderDb>[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.delete();
  });

  it('replaces the stored list, newest first, and marks read locally', async () => {
    const database = createTraderDb(`n-${Math.random()}`);
    databases.push(database);
    await saveNotifications([{ id: 9, read: 0, createdAt: 1, text: 'old' }], 1, database);
    await saveNotifications(list([0, 0, 0]), 3, database);
    expect((await readNotifications(database)).map((n) => n.id)).toEqual([3, 2, 1]);
    await markReadLocally(2, 2, database);
    expect(countNew(await readNotifications(database))).toBe(2);
    await markAllReadLocally(database);
    expect(countNew(await readNotifications(database))).toBe(0);
  });

  it("keeps the server's count beside the list: saved with it, set from each read reply, zero after read all", async () => {
    const database = createTraderDb(`n-${Math.random()}`);
    databases.push(database);
    expect((await readNotificationState(database)).serverCount).toBeUndefined();
    // 50 listed, 57 new on the server: the badge says 57.
    const fifty = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, read: 0 as const, createdAt: i, text: `n${i + 1}` }));
    await saveNotifications(fifty, 57, database);
    let state = await readNotificationState(database);
    expect(state.list).toHaveLength(50);
    expect(badgeCount(state.serverCount, state.list)).toBe(57);
    // Marking one read stores the count the server answered with.
    await markReadLocally(50, 56, database);
    state = await readNotificationState(database);
    expect(badgeCount(state.serverCount, state.list)).toBe(56);
    expect(state.list.find((n) => n.id === 50)?.read).toBe(1);
    await markAllReadLocally(database);
    state = await readNotificationState(database);
    expect(badgeCount(state.serverCount, state.list)).toBe(0);
  });
});
