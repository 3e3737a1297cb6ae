import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTraderDb } from '@/db/database';
import { countNew, hiddenNotifications, NOTIFICATIONS_SHOWN, visibleNotifications } from '@/features/notifications/rules';
import { markAllReadLocally, markReadLocally, readNotifications, saveNotifications } from '@/features/notifications/store';

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
});

describe('notifications in Dexie', () => {
  const databases: ReturnType<typeof createTraderDb>[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.delete();
  });

  it('replaces the stored list, newest first, and marks read locally', async () => {
    const database = createTraderDb(`n-${Math.random()}`);
    databases.push(database);
    await saveNotifications([{ id: 9, read: 0, createdAt: 1, text: 'old' }], database);
    await saveNotifications(list([0, 0, 0]), database);
    expect((await readNotifications(database)).map((n) => n.id)).toEqual([3, 2, 1]);
    await markReadLocally(2, database);
    expect(countNew(await readNotifications(database))).toBe(2);
    await markAllReadLocally(database);
    expect(countNew(await readNotifications(database))).toBe(0);
  });
});
