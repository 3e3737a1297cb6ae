import { useCallback, useEffect, useState } from 'react';
import type { HistoryKind } from '@/db/types';
import { readLastResults, saveLastResults } from './store';

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });
}

export type ListState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; items: T[]; total: number; stale: boolean }
  | { kind: 'error'; items: T[] };

/**
 * Loads a list from the server and keeps the answer in Dexie; when the server cannot be reached the last stored
 * answer is shown instead (marked stale), so the screen opens offline.
 */
export function useLastResults<T extends { id: number }>(
  kind: HistoryKind,
  load: () => Promise<{ total: number; items: T[] }>,
  timeOf: (item: T) => number,
  isItem: (value: unknown) => value is T,
  deps: readonly unknown[],
) {
  const [state, setState] = useState<ListState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    setState((previous) => (previous.kind === 'ready' ? previous : { kind: 'loading' }));
    load().then(
      async ({ total, items }) => {
        if (cancelled) return;
        setState({ kind: 'ready', items, total, stale: false });
        // Cloning rows into IndexedDB runs on the main thread: wait until the list has painted and the page is idle.
        await idle();
        if (!cancelled) await saveLastResults(kind, items, timeOf).catch(() => undefined);
      },
      async () => {
        const stored: T[] = (await readLastResults(kind).catch((): unknown[] => [])).filter(isItem);
        if (cancelled) return;
        setState(stored.length > 0 ? { kind: 'ready', items: stored, total: stored.length, stale: true } : { kind: 'error', items: [] });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` changes with the filters, which `deps` lists.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  return { state, retry };
}
