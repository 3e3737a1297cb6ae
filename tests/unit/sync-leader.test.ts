import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LockRequester } from '@/lib/webLocks';
import { electLeader, LEADER_LOCK_NAME, type LeaderElection } from '@/sync/leader';
import { FakeLockManager } from './sync-fake-locks';

/** Lets queued microtasks (lock grants, releases) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const elections: LeaderElection[] = [];
function tab(locks: LockRequester | null): LeaderElection {
  const election = electLeader({ locks });
  elections.push(election);
  return election;
}

afterEach(() => {
  for (const election of elections.splice(0)) election.release();
  vi.restoreAllMocks();
});

describe('leader election over Web Locks', () => {
  it('a lone tab becomes leader and holds the lock named trader-poller-leader', async () => {
    const locks = new FakeLockManager();
    const a = tab(locks);
    const changes: boolean[] = [];
    a.subscribe((isLeader) => changes.push(isLeader));
    expect(a.isLeader()).toBe(false);
    await settle();
    expect(a.isLeader()).toBe(true);
    expect(changes).toEqual([true]);
    expect(locks.isHeld(LEADER_LOCK_NAME)).toBe(true);
  });

  it('of two tabs only one leads; when it closes the other takes over', async () => {
    const locks = new FakeLockManager();
    const a = tab(locks);
    const b = tab(locks);
    const bChanges: boolean[] = [];
    b.subscribe((isLeader) => bChanges.push(isLeader));
    await settle();
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    expect(locks.waiting(LEADER_LOCK_NAME)).toBe(1);

    a.release(); // the leader's tab closes
    expect(a.isLeader()).toBe(false);
    await settle();
    expect(b.isLeader()).toBe(true);
    expect(bChanges).toEqual([true]);
    expect(locks.grants.get(LEADER_LOCK_NAME)).toBe(2);
  });

  it('a waiting tab that closes leaves the queue, and the next one in line leads', async () => {
    const locks = new FakeLockManager();
    const a = tab(locks);
    const b = tab(locks);
    const c = tab(locks);
    await settle();
    b.release();
    await settle();
    expect(locks.waiting(LEADER_LOCK_NAME)).toBe(1);

    a.release();
    await settle();
    expect([a.isLeader(), b.isLeader(), c.isLeader()]).toEqual([false, false, true]);
  });

  it('unsubscribed listeners hear nothing more; release() is idempotent', async () => {
    const locks = new FakeLockManager();
    const a = tab(locks);
    const heard: boolean[] = [];
    const unsubscribe = a.subscribe((isLeader) => heard.push(isLeader));
    await settle();
    unsubscribe();
    a.release();
    a.release();
    await settle();
    expect(heard).toEqual([true]);
    expect(locks.isHeld(LEADER_LOCK_NAME)).toBe(false);
  });

  it('without Web Locks the tab assumes it is alone and leads', async () => {
    const a = tab(null);
    await settle();
    expect(a.isLeader()).toBe(true);
  });

  it('falls back to leading when the lock request itself fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: LockRequester = {
      request: () => Promise.reject(new DOMException('Access denied', 'SecurityError')),
    };
    const a = tab(broken);
    await settle();
    expect(a.isLeader()).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });
});
