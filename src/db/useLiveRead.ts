import { useEffect, useState } from 'react';
import { afterPaint } from '@/lib/whenIdle';

/** A live read of IndexedDB: calls `next` with each value (and again on each change); the returned function stops it. */
export type LiveSource<T> = (next: (value: T) => void, fail: (error: unknown) => void) => () => void;

/**
 * useLiveQuery's job, with the reading code (and Dexie with it) loaded by `load` when the component mounts, so a
 * module that renders from IndexedDB does not put Dexie (~31 KB gzip) in the chunks its screen needs first. With
 * `afterFirstPaint`, the load waits until the mount's frame has been painted: for reads whose first render has
 * something to show meanwhile (`initial`), such as the user the page arrived with.
 */
export function useLiveRead<T, I>(load: () => Promise<LiveSource<T>>, initial: I, afterFirstPaint: boolean): T | I {
  const [value, setValue] = useState<T | I>(initial);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [waits] = useState(afterFirstPaint);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = (): void => {
      load().then(
        (source) => {
          if (!cancelled) stop = source(setValue, (error) => setFailure({ error }));
        },
        (error: unknown) => {
          if (!cancelled) setFailure({ error });
        },
      );
    };
    let cancelWait = (): void => undefined;
    if (waits) cancelWait = afterPaint(start);
    else start();
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [load, waits]);
  // As useLiveQuery: a failed read is the component's error, for its boundary.
  if (failure) throw failure.error;
  return value;
}
