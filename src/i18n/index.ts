import { createInstance } from 'i18next';
import type en from './locales/en.json';
import { type Lang, isLang } from './lang';

export { LANGS, DEFAULT_LANG, isLang, langFromPath, withLang, type Lang } from './lang';

/** Every message key; en.json is the source of truth and a unit test keeps ru.json in step with it. */
export type MessageKey = keyof typeof en;
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

type Bundle = Record<string, string>;

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

async function loadBundle(lang: Lang, wanted: StringScope): Promise<Bundle> {
  const bundle = (await loaders[wanted][lang]()).default;
  loaded.add(`${wanted}:${lang}`);
  return bundle;
}

/** Our own instance: nothing else on the page (a widget, a library) can change its language or options. */
export const i18n = createInstance();

let initializing: Promise<void> | null = null;

async function ensureBundle(lang: Lang): Promise<void> {
  if (ORDER.slice(rank(scope)).some((held) => loaded.has(`${held}:${lang}`))) return;
  i18n.addResourceBundle(lang, 'translation', await loadBundle(lang, scope), true, true);
}

/** At least the `wanted` strings of the language (a wider scope already held counts), before a screen renders. */
export async function loadStrings(lang: Lang, wanted: Exclude<StringScope, 'guest'>): Promise<void> {
  if (rank(wanted) > rank(scope)) scope = wanted;
  if (i18n.isInitialized) await ensureBundle(lang);
}

function markDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Loads the language's strings (all, or the guest screens' subset) and starts i18next; safe to call more than once. */
export function initI18n(lang: Lang, wanted: StringScope = 'all'): Promise<void> {
  initializing ??= (async () => {
    scope = wanted;
    const bundle = await loadBundle(lang, wanted);
    await i18n.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: bundle } },
      // Keys are flat strings that contain dots ('auth.login_error'), exactly as the spec names them.
      keySeparator: false,
      nsSeparator: false,
      // React escapes text itself; escaping here would double-encode.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    markDocument(lang);
  })();
  return initializing.then(() => (i18n.language === lang ? undefined : changeLanguage(lang)));
}

/** Switches the UI language, loading its strings first; `useT()` consumers re-render on the event. */
export async function changeLanguage(lang: Lang): Promise<void> {
  if (!i18n.isInitialized) return initI18n(lang);
  await ensureBundle(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  markDocument(lang);
}

/** The current UI language (the default until initI18n resolves). */
export function currentLang(): Lang {
  const lang = i18n.language;
  return isLang(lang) ? lang : 'en';
}

/**
 * A string with nothing to fill in, read from the store as it is; undefined sends the call through i18next. Its
 * full path (key parsing, fallbacks, interpolation, nesting) costs ~16 µs a call on a desktop, ~65 µs on the phone
 * Lighthouse models, and a screen renders hundreds of strings; a lookup is 0.03 µs. Variables, plurals (`count`), a
 * key the language lacks and a string that fills or nests anything keep i18next's answer.
 */
function plainString(lang: string, key: string, vars: TranslateVars | undefined): string | undefined {
  // Before init i18next has no store (nor its methods): its own t() answers then.
  if (vars !== undefined || !i18n.isInitialized) return undefined;
  const text = i18n.getDataByLanguage(lang)?.translation?.[key];
  return text === undefined || text.includes('{{') || text.includes('$t(') ? undefined : text;
}

/** The translate function of one language (useT holds one per language). */
export function translatorFor(lang: string): Translate {
  const fixed = i18n.getFixedT(lang);
  return (key, vars) => plainString(lang, key, vars) ?? fixed(key, vars ?? {});
}

/** Translate outside React (toasts, titles). Unknown keys come back as the key itself. */
export const t: Translate = (key, vars) => plainString(i18n.language, key, vars) ?? i18n.t(key, vars ?? {});

