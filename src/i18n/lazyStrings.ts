import { useMemo } from 'react';
import { i18n, type Lang, type MessageKey, type TranslateVars } from './index';
import { useT } from './useT';

/*
 * Strings that only lazy screens use travel with those screens, not in locales/<lang>.json: the main bundle is loaded
 * before the trading home shows the balance, and must not grow with every screen (README "Performance"). A lazy
 * screen's module registers both languages' strings when it loads (they are small), so a language switch needs no
 * further fetch; `useLazyT` is useT for those keys, typed by the bundle.
 */

export type LazyTranslate<K extends string> = (key: K, vars?: TranslateVars) => string;

function add(bundles: Readonly<Record<Lang, Readonly<Record<string, string>>>>): void {
  // deep + no overwrite: the main bundle, loaded before or after, keeps its own keys and never loses these.
  for (const [lang, bundle] of Object.entries(bundles)) i18n.addResourceBundle(lang, 'translation', bundle, true, false);
}

/** Adds a lazy screen's strings (both languages) to the one i18next instance; returns their typed hook. */
export function registerLazyStrings<K extends string>(bundles: Readonly<Record<Lang, Readonly<Record<K, string>>>>): () => LazyTranslate<K> {
  if (i18n.isInitialized) add(bundles);
  else i18n.on('initialized', () => add(bundles));
  return function useLazyT() {
    const t = useT(); // re-renders on a language change; its identity follows the language
    // The lazy keys are not in MessageKey (that is the main bundle's type); i18next looks them up all the same.
    return useMemo<LazyTranslate<K>>(() => (key, vars) => t(key as MessageKey, vars), [t]);
  };
}
