import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchTickets = vi.fn();
const saveLastCopy = vi.fn();
vi.mock('@/api/support', () => ({ fetchTickets: (signal?: AbortSignal) => fetchTickets(signal) }));
vi.mock('@/db/lastCopy', () => ({ saveLastCopy: (key: string, value: unknown) => saveLastCopy(key, value) }));

const { createSupportTask, SUPPORT_LIST_INTERVAL_MS } = await import('@/features/support/task');
const { TICKETS_COPY_KEY } = await import('@/features/support/rules');

beforeEach(() => {
  fetchTickets.mockReset();
  saveLastCopy.mockReset();
});

describe('the support list task of the one poller', () => {
  it('writes the list as its last copy, so the screen opens offline from it', async () => {
    const reply = { list: [{ id: 1, subject: 's', department_id: 8, priority_id: 1, status_id: 2, created_at: 1, updated_at: 2 }] };
    fetchTickets.mockResolvedValue(reply);
    const task = createSupportTask();
    expect(task.intervalMs).toBe(SUPPORT_LIST_INTERVAL_MS);
    await task.run(new AbortController().signal);
    expect(saveLastCopy).toHaveBeenCalledWith(TICKETS_COPY_KEY, reply);
  });

  it('writes nothing when stopped mid-run, and lets a failure reach the scheduler (backoff)', async () => {
    const controller = new AbortController();
    fetchTickets.mockImplementation(async () => {
      controller.abort();
      return { list: [] };
    });
    await createSupportTask().run(controller.signal);
    expect(saveLastCopy).not.toHaveBeenCalled();
    fetchTickets.mockRejectedValue(new Error('offline'));
    await expect(createSupportTask().run(new AbortController().signal)).rejects.toThrow('offline');
  });
});
