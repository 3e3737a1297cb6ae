import type en from './locales/en.json';
import { type Lang, isLang } from './lang';
import { type Bundle, type TranslateVars, translate } from './translate';

export { LANGS, DEFAULT_LANG, isLang, langFromPath, withLang, type Lang } from './lang';
export type { TranslateVars } from './translate';

/** Every message key; en.json is the source of truth and a unit test keeps ru.json in step with it. */
export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

/**
 * One dynamic import per language: only the current language travels with the first paint. Guest screens load
 * just their subset (`?guest`), the signed-in shell the core (`?core`: everything but the strings of screens that
 * load after the first paint, src/i18n/guest-keys.ts); those screens upgrade to every string before they render.
 */
export type StringScope = 'guest' | 'core' | 'all';

const loaders: Record<StringScope, Record<Lang, () => Promise<{ default: Bundle }>>> = {
  guest: {
    en: () => import('./locales/en.json?guest'),
    ru: () => import('./locales/ru.json?guest'),
  },
  core: {
    en: () => import('./locales/en.json?core'),
    ru: () => import('./locales/ru.json?core'),
  },
  all: {
    en: () => import('./locales/en.json'),
    ru: () => import('./locales/ru.json'),
  },
};

/** Each scope holds the ones before it. The scope only widens: a screen never loses strings it had. */
const ORDER: readonly StringScope[] = ['guest', 'core', 'all'];
const rank = (held: StringScope) => ORDER.indexOf(held);
let scope: StringScope = 'all';
const loaded = new Set<string>();

/** The strings of each language loaded so far (the widest scope loaded wins each key). */
const bundles = new Map<string, Bundle>();

/** The UI language; undefined until initI18n has loaded its strings. */
let language: Lang | undefined;
const listeners = new Set<() => void>();

async function loadBundle(lang: Lang, wanted: StringScope): Promise<void> {
  const bundle = (await loaders[wanted][lang]()).default;
  loaded.add(`${wanted}:${lang}`);
  bundles.set(lang, { ...bundles.get(lang), ...bundle });
}

let initializing: Promise<void> | null = null;

async function ensureBundle(lang: Lang): Promise<void> {
  if (ORDER.slice(rank(scope)).some((held) => loaded.has(`${held}:${lang}`))) return;
  await loadBundle(lang, scope);
}

/** At least the `wanted` strings of the language (a wider scope already held counts), before a screen renders. */
export async function loadStrings(lang: Lang, wanted: Exclude<StringScope, 'guest'>): Promise<void> {
  if (rank(wanted) > rank(scope)) scope = wanted;
  if (language !== undefined) await ensureBundle(lang);
}

function markDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

function setLanguage(lang: Lang): void {
  if (language === lang) return;
  language = lang;
  markDocument(lang);
  for (const listener of listeners) listener();
}

/** Loads the language's strings (all, or the guest screens' subset); safe to call more than once. */
export function initI18n(lang: Lang, wanted: StringScope = 'all'): Promise<void> {
  initializing ??= (async () => {
    scope = wanted;
    await loadBundle(lang, wanted);
    setLanguage(lang);
  })();
  return initializing.then(() => (language === lang ? undefined : changeLanguage(lang)));
}

/** Switches the UI language, loading its strings first; `useT()` consumers re-render. */
export async function changeLanguage(lang: Lang): Promise<void> {
  if (language === undefined) return initI18n(lang);
  await ensureBundle(lang);
  setLanguage(lang);
}

/** Calls `onChange` whenever the UI language changes; returns the unsubscribe. */
export function subscribeLanguage(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The UI language, or '' before initI18n has loaded its strings (a snapshot for useSyncExternalStore). */
export function uiLanguage(): string {
  return language ?? '';
}

/** The current UI language (the default until initI18n resolves). */
export function currentLang(): Lang {
  return isLang(language) ? language : 'en';
}

/** The translate function of one language (useT holds one per language). */
export function translatorFor(lang: string): Translate {
  return (key, vars) => translate(bundles.get(lang), lang, key, vars);
}

/** Translate outside React (toasts, titles). Unknown keys (and every key before the strings load) come back as the key. */
export const t: Translate = (key, vars) => translate(language === undefined ? undefined : bundles.get(language), language ?? '', key, vars);
