import { browserLocks } from '@/lib/webLocks';

/*
 * Which tab owns which deposit. Every deposit has its own Dexie row (persist.ts); a tab holds the Web Lock
 * `card-deposit:{id}` while its deposit is open, and remembers the id in sessionStorage (per tab, kept across a
 * reload and a 3-D Secure round trip in that tab). So two funding tabs never drive one deposit, and a deposit
 * whose tab is gone (a crash, a closed tab) is picked up by the next funding page that opens.
 */

/** The part of the Web Locks API the claim needs (navigator.locks, or a fake in tests). */
export type ClaimLocks = {
  request(name: string, options: { ifAvailable: true }, callback: (lock: Lock | null) => Promise<void>): Promise<unknown>;
};

const OWN_KEY = 'card.deposit';

export type DepositClaim = {
  /** Holds the deposit's lock until `drop`; false when another tab holds it. */
  take(depositId: string): Promise<boolean>;
  drop(): void;
  /** The deposit this tab owned before a reload, if any. */
  own(): string | null;
};

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the tab then only adopts free deposits
  }
}

export function createDepositClaim(locks: ClaimLocks | null = browserLocks(), store: Storage | null = sessionStore()): DepositClaim {
  let held: string | null = null;
  let release: (() => void) | null = null;

  const drop = () => {
    release?.();
    release = null;
    held = null;
  };

  return {
    async take(depositId) {
      if (held === depositId) return true;
      drop();
      const mine = (): true => {
        held = depositId;
        store?.setItem(OWN_KEY, depositId);
        return true;
      };
      if (!locks) return mine();
      return new Promise<boolean>((resolve) => {
        locks
          .request(`card-deposit:${depositId}`, { ifAvailable: true }, (lock) => {
            if (!lock) {
              resolve(false);
              return Promise.resolve();
            }
            resolve(mine());
            return new Promise<void>((done) => {
              release = done;
            });
          })
          .catch(() => resolve(false));
      });
    },
    drop,
    own: () => store?.getItem(OWN_KEY) ?? null,
  };
}
