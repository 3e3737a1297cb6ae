import { useMemo, useSyncExternalStore } from 'react';
import { i18n, translatorFor, type Translate } from './index';

/*
 * Why not react-i18next: it adds ~8 KB gzipped (context provider, HOCs, Trans component, Suspense glue) to the
 * login chunk, and we need none of it — strings are flat keys and the language changes only through
 * changeLanguage(), which loads the bundle before switching. i18next already emits 'languageChanged', so a store
 * subscription is all React needs: useSyncExternalStore re-renders every consumer with a tear-free snapshot (the
 * language), and the returned `t` is fixed to that language, so its identity changes with it and memoised
 * children re-render too.
 */

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function language(): string {
  return i18n.language ?? '';
}

/** The translate function for the current language; components re-render when the language changes. */
export function useT(): Translate {
  const lang = useSyncExternalStore(subscribe, language, language);
  return useMemo<Translate>(() => translatorFor(lang === '' ? 'en' : lang), [lang]);
}
