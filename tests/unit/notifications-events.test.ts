// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';

type Item = { id: number; text: string; read: 0 | 1; createdAt: number; about?: 'withdrawal' };
const reply = vi.hoisted(() => ({ list: [] as Item[], closed: [] as unknown[] }));
vi.mock('@/api/notifications', () => ({ fetchNotifications: async () => ({ list: reply.list, count: 0, closed: reply.closed }) }));

const { createNotificationsTask } = await import('@/features/notifications/task');

beforeEach(async () => {
  await db.notifications.clear();
  reply.list = [];
  reply.closed = [];
});

const run = (events: Parameters<typeof createNotificationsTask>[0]) => createNotificationsTask(events).run(new AbortController().signal);

describe('the notifications poll is the app\'s event path', () => {
  it('reloads the pending withdrawals when a withdrawal\'s outcome notice arrives, once', async () => {
    const onWithdrawal = vi.fn(async () => undefined);
    reply.list = [{ id: 1, text: 'Deposit', read: 0, createdAt: 1 }];
    await run({ onWithdrawal });
    expect(onWithdrawal).not.toHaveBeenCalled();
    reply.list = [{ id: 2, text: 'Paid', read: 0, createdAt: 2, about: 'withdrawal' }, ...reply.list];
    await run({ onWithdrawal });
    expect(onWithdrawal).toHaveBeenCalledTimes(1);
    // The same notice on the next poll is no news.
    await run({ onWithdrawal });
    expect(onWithdrawal).toHaveBeenCalledTimes(1);
  });

  it('hands the trades settled lately to the announcer, and a failing reaction does not fail the poll', async () => {
    const onClosed = vi.fn(async () => {
      throw new Error('no toast today');
    });
    reply.closed = [{ id: 3 }];
    await expect(run({ onClosed })).resolves.toBeUndefined();
    expect(onClosed).toHaveBeenCalledWith([{ id: 3 }]);
  });

  it('hands an empty list on too: the first answer after a sign-in is the one later closes are news against', async () => {
    const onClosed = vi.fn(async () => undefined);
    await run({ onClosed });
    expect(onClosed).toHaveBeenCalledWith([]);
  });
});
