/*
 * The message lookup: a flat key, the plural form `count` picks (`key_one`, `key_few`… by Intl.PluralRules, as
 * i18next names them; `key_zero` for 0), then each `{{name}}` filled in. That is all of i18next the catalogues use:
 * a unit test answers every key in both languages against i18next itself (tests/unit/i18n.test.ts).
 */

export type Bundle = Record<string, string>;
export type TranslateVars = Record<string, string | number>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** A key's text, its plural form when the bundle has one for `count`; undefined when the bundle lacks the key. */
function textOf(bundle: Bundle, lang: string, key: string, count: unknown): string | undefined {
  // The rules are asked only for a key with plural forms: the first Intl object of a page loads its locale data.
  if (typeof count === 'number' && PLURAL_FORMS.some((form) => bundle[`${key}_${form}`] !== undefined)) {
    const form = (count === 0 ? bundle[`${key}_zero`] : undefined) ?? bundle[`${key}_${pluralOf(lang, count)}`];
    if (form !== undefined) return form;
  }
  return bundle[key];
}

/** Fills each `{{name}}` with its variable; a placeholder without one stays as written. */
export function interpolate(text: string, vars: TranslateVars): string {
  return text.replaceAll(PLACEHOLDER, (whole, name: string) => {
    const value = vars[name.trim()];
    return value === undefined ? whole : String(value);
  });
}

/** The text of `key` in `bundle` (the key itself when missing), with `vars` filled in. */
export function translate(bundle: Bundle | undefined, lang: string, key: string, vars?: TranslateVars): string {
  const text = bundle ? textOf(bundle, lang, key, vars?.count) : undefined;
  if (text === undefined) return key;
  return vars === undefined || !text.includes('{{') ? text : interpolate(text, vars);
}
