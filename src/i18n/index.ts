import { createInstance } from 'i18next';
import type en from './locales/en.json';
import { type Lang, isLang } from './lang';

export { LANGS, DEFAULT_LANG, isLang, langFromPath, withLang, type Lang } from './lang';

/** Every message key; en.json is the source of truth and a unit test keeps ru.json in step with it. */
export type MessageKey = keyof typeof en;
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

type Bundle = Record<string, string>;

// One dynamic import per language: only the current language's strings travel with the first paint.
const loaders: Record<Lang, () => Promise<{ default: Bundle }>> = {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
};

/** Our own instance: nothing else on the page (a widget, a library) can change its language or options. */
export const i18n = createInstance();

let initializing: Promise<void> | null = null;

async function ensureBundle(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const bundle = (await loaders[lang]()).default;
  i18n.addResourceBundle(lang, 'translation', bundle, true, true);
}

function markDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Loads the language's strings and starts i18next; safe to call more than once. */
export function initI18n(lang: Lang): Promise<void> {
  initializing ??= (async () => {
    const bundle = (await loaders[lang]()).default;
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

/** Translate outside React (toasts, titles). Unknown keys come back as the key itself. */
export const t: Translate = (key, vars) => i18n.t(key, vars ?? {});

