/**
 * Connectivity and visibility as small subscribable sources. `navigator.onLine === false` is reliable
 * (no network at all); `true` may still mean a dead link — the scheduler's backoff covers that case.
 */

export interface Source<T> {
  get(): T;
  /** The listener hears changes only (not the current value); returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
}

type Listener<T> = (value: T) => void;

function createSource<T>(initial: T, watch: (set: (value: T) => void) => () => void): Source<T> & { dispose(): void } {
  let value = initial;
  const listeners = new Set<Listener<T>>();
  const unwatch = watch((next) => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of listeners) listener(next);
  });
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      listeners.clear();
      unwatch();
    },
  };
}

export interface OnlineEnvironment {
  /** Where `online` / `offline` fire: `window`. */
  target: EventTarget;
  navigator: { onLine: boolean };
}

export function watchOnline(env: OnlineEnvironment): Source<boolean> & { dispose(): void } {
  return createSource(env.navigator.onLine, (set) => {
    const onOnline = () => set(true);
    const onOffline = () => set(false);
    env.target.addEventListener('online', onOnline);
    env.target.addEventListener('offline', onOffline);
    return () => {
      env.target.removeEventListener('online', onOnline);
      env.target.removeEventListener('offline', onOffline);
    };
  });
}

export interface VisibilityEnvironment {
  /** Where `visibilitychange` fires and `visibilityState` is read: `document`. */
  target: EventTarget & { readonly visibilityState: DocumentVisibilityState };
}

/**
 * True while the tab is visible. Hidden tabs get their timers throttled (down to once a minute in Chrome),
 * so the wiring re-checks due tasks when the tab shows again.
 */
export function watchVisibility(env: VisibilityEnvironment): Source<boolean> & { dispose(): void } {
  const visible = () => env.target.visibilityState === 'visible';
  return createSource(visible(), (set) => {
    const onChange = () => set(visible());
    env.target.addEventListener('visibilitychange', onChange);
    return () => env.target.removeEventListener('visibilitychange', onChange);
  });
}

/** The browser's own environment, or null outside a page (tests, a worker without `document`). */
export function browserOnlineEnvironment(): OnlineEnvironment | null {
  return typeof window === 'undefined' || typeof navigator === 'undefined' ? null : { target: window, navigator };
}

export function browserVisibilityEnvironment(): VisibilityEnvironment | null {
  return typeof document === 'undefined' ? null : { target: document };
}
