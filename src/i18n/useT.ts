import { useMemo, useSyncExternalStore } from 'react';
import { i18next, t, type Translate } from './index';

/*
 * Why not react-i18next: it adds ~8 KB gzipped (context provider, HOCs, Trans component, Suspense glue) to the
 * login chunk, and we need none of it — strings are flat keys and the language changes only through
 * changeLanguage(). i18next already emits 'languageChanged', so a store subscription is all React needs:
 * useSyncExternalStore re-renders every consumer with a tear-free snapshot (the language), and the returned
 * `t` changes identity with the language so memoised children re-render too.
 */

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  i18next.on('added', onChange);
  return () => {
    i18next.off('languageChanged', onChange);
    i18next.off('added', onChange);
  };
}

let version = 0;
i18next.on('added', () => {
  version += 1;
});

function snapshot(): string {
  return `${i18next.language ?? ''}:${version}`;
}

/** The translate function for the current language; components re-render when the language changes. */
export function useT(): Translate {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  // `key` is the dependency on purpose: a new function per language/bundle invalidates memoised children.
  return useMemo<Translate>(() => (k, vars) => t(k, vars), [key]);
}
