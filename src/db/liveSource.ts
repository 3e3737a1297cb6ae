import { liveQuery } from 'dexie';
import type { LiveSource } from './useLiveRead';

/** A Dexie live query as a LiveSource: it runs `query` now and again whenever a table it read changes (any tab). */
export function liveSource<T>(query: () => Promise<T>): LiveSource<T> {
  return (next, fail) => {
    const subscription = liveQuery(query).subscribe({ next, error: fail });
    return () => subscription.unsubscribe();
  };
}
