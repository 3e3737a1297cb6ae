import type { SignalRow } from '@/db/types';
import { watchVisibility, type VisibilityEnvironment } from '@/sync/online';
import { localDay, pickSignal } from './rules';

export type SignalState = { signals: SignalRow[]; seen: Map<string, string> };

/** What the chooser reads and writes; the popup passes the browser's (./SignalPopup.tsx), tests their fakes. */
export interface ChooserEnv {
  /** `document`: the popup opens only while the page is visible, and looks again when it becomes visible. */
  visibility: VisibilityEnvironment;
  /** Calls `listener` whenever the stored signals or marks change (a Dexie liveQuery in the app). */
  changes(listener: () => void): () => void;
  read(): Promise<SignalState>;
  /** Marks the id shown today unless it already was; true for the one caller (tab) that marked it. */
  claim(id: string, day: string): Promise<boolean>;
  /** Marks it shown without asking (a signal the trader asked for by clicking its notification). */
  mark(id: string, day: string): Promise<void>;
  /**
   * The pop-up's turn: resolves with its release once it may open (the page's pop-up queue, then the server, which
   * shows a signal once across devices), or null when it is not to be shown after all.
   */
  turn(id: string, requested: boolean): Promise<(() => void) | null>;
  /** Requests from the service worker (./requests.ts). */
  requests: { take(): string | null; subscribe(listener: () => void): () => void };
  now(): number;
}

export interface Chooser {
  /** The popup closed (its countdown ran out, or the trader closed it): the next due signal may open. */
  closed(): void;
  dispose(): void;
}

/**
 * Decides when the signal popup opens and on which signal: when signals arrive, when the page becomes visible
 * (a hidden page's popup would be missed, so nothing is claimed while hidden), when the service worker asks for one,
 * and when the popup closes. Checks never overlap; one that comes in while another runs is run right after it.
 */
export function startSignalChooser(env: ChooserEnv, show: (signal: SignalRow, release: () => void) => void): Chooser {
  const visibility = watchVisibility(env.visibility);
  let showing: string | null = null;
  let requested: string | null = null;
  let running = false;
  let again = false;
  let disposed = false;

  async function decide(): Promise<void> {
    requested = env.requests.take() ?? requested;
    if (!visibility.get()) return;
    if (requested !== null && requested === showing) requested = null;
    if (showing !== null && requested === null) return;
    const state = await env.read();
    const now = env.now();
    const pick = pickSignal(state.signals, state.seen, now, requested);
    // A request for a signal that has expired (or is unknown) is dropped; the usual rule decides instead.
    requested = null;
    if (!pick || disposed) return;
    const day = localDay(now);
    let won = true;
    if (pick.requested) await env.mark(pick.signal.id, day);
    else won = await env.claim(pick.signal.id, day);
    if (!won || disposed) return;
    // Kept as showing while it waits for its turn: no second signal queues behind it.
    showing = pick.signal.id;
    const release = await env.turn(pick.signal.id, pick.requested);
    if (!release || disposed || pick.signal.expires <= env.now()) {
      release?.();
      showing = null;
      return;
    }
    show(pick.signal, release);
  }

  function check(): void {
    if (disposed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    decide()
      .catch((error: unknown) => console.warn('Signal popup: could not read or mark signals', error))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          check();
        }
      });
  }

  const unsubscribers = [
    visibility.subscribe((visible) => {
      if (visible) check();
    }),
    env.changes(check),
    env.requests.subscribe(check),
  ];
  check();

  return {
    closed() {
      showing = null;
      check();
    },
    dispose() {
      disposed = true;
      for (const unsubscribe of unsubscribers) unsubscribe();
      visibility.dispose();
    },
  };
}
