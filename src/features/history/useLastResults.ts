import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryKind } from '@/db/types';
import { whenIdle } from '@/lib/whenIdle';
import { appendPage, hasMore } from './paging';
import { offlineCopy, scopedFilterKey, readLastResults, saveLastResults, type StoredResults } from './store';

function idle(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve);
  });
}

export type ListState<T> =
  | { kind: 'loading' }
  /** stale: an offline copy; otherFilters: that copy was loaded with other filters than the ones chosen now. */
  | { kind: 'ready'; items: T[]; total: number; stale: boolean; otherFilters: boolean }
  | { kind: 'error'; items: T[] };

/** The "load more" control: idle, fetching the next page, or the last attempt failed. */
export type MoreState = 'idle' | 'loading' | 'error';

/** One page from the server: `offset` rows skipped, newest first. */
export type PageLoader<T> = (offset: number) => Promise<{ total: number; items: T[] }>;

/**
 * Loads a list from the server and keeps the first page in Dexie; when the server cannot be reached the last stored
 * answer is shown instead (marked stale), so the screen opens offline. `loadMore` fetches the next page by offset
 * (spec §3: limit/offset) and appends it; a change of filters (`deps`) starts over and drops pages still in flight.
 */
export function useLastResults<T extends { id: number }>(
  kind: HistoryKind,
  /** The current account: its lists are its own, and so is their offline copy (the filters' key starts with it). */
  accountId: number,
  load: PageLoader<T>,
  timeOf: (item: T) => number,
  isItem: (value: unknown) => value is T,
  deps: readonly unknown[],
) {
  const [state, setState] = useState<ListState<T>>({ kind: 'loading' });
  const [more, setMore] = useState<MoreState>('idle');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Bumped by every new first load, so an older answer (first page or more) cannot land in a newer list.
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    let cancelled = false;
    setMore('idle');
    setState((previous) => (previous.kind === 'ready' ? previous : { kind: 'loading' }));
    const filters = scopedFilterKey(accountId, deps);
    load(0).then(
      async ({ total, items }) => {
        if (cancelled) return;
        setState({ kind: 'ready', items, total, stale: false, otherFilters: false });
        // Cloning rows into IndexedDB runs on the main thread: wait until the list has painted and the page is idle.
        await idle();
        if (!cancelled && generation.current === mine) await saveLastResults(kind, filters, items, timeOf).catch(() => undefined);
      },
      async () => {
        const stored = await readLastResults(kind).catch((): StoredResults => ({ filters: null, items: [] }));
        if (cancelled) return;
        const copy = offlineCopy({ filters: stored.filters, items: stored.items.filter(isItem) }, filters);
        switch (copy.kind) {
          case 'none':
            setState({ kind: 'error', items: [] });
            return;
          case 'copy':
            setState({ kind: 'ready', items: copy.items, total: copy.items.length, stale: true, otherFilters: copy.otherFilters });
            return;
        }
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` changes with the filters, which `deps` lists.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, ...deps, attempt]);

  const loadMore = () => {
    if (state.kind !== 'ready' || !hasMore(state) || more === 'loading') return;
    const mine = generation.current;
    setMore('loading');
    load(state.items.length).then(
      (page) => {
        if (generation.current !== mine) return;
        setState((previous) => (previous.kind === 'ready' ? { ...previous, ...appendPage(previous.items, page) } : previous));
        setMore('idle');
      },
      () => {
        if (generation.current === mine) setMore('error');
      },
    );
  };

  return { state, retry, more, loadMore };
}
