import { useMemo, useSyncExternalStore } from 'react';
import { subscribeLanguage, translatorFor, uiLanguage, type Translate } from './index';

/*
 * Why not react-i18next (or i18next): strings are flat keys and the language changes only through changeLanguage(),
 * which loads the bundle before switching, so a store subscription is all React needs: useSyncExternalStore
 * re-renders every consumer with a tear-free snapshot (the language), and the returned `t` is fixed to that
 * language, so its identity changes with it and memoised children re-render too.
 */

/** The translate function for the current language; components re-render when the language changes. */
export function useT(): Translate {
  const lang = useSyncExternalStore(subscribeLanguage, uiLanguage, uiLanguage);
  return useMemo<Translate>(() => translatorFor(lang === '' ? 'en' : lang), [lang]);
}
