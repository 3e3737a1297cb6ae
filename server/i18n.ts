// The server's own user-facing messages (JSON replies, mail), from one catalogue per language (server/messages).
// Page copy lives in server/content/copy.
import { en, type Catalogue, type MessageKey } from './messages/en.ts';
import { ru } from './messages/ru.ts';

export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function parseLang(value: string | undefined | null): Lang | null {
  const lower = value?.trim().toLowerCase();
  return LANGS.find((lang) => lang === lower) ?? null;
}

const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, ru };

export type { MessageKey };

/** `{name}` placeholders filled from `vars`; an unknown name stays as it is. */
function interpolate(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

/** Whether a stored key still names a message (a key from an older build may not). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return interpolate(CATALOGUES[lang][key], vars);
}

/** The keys under one prefix, e.g. 'withdrawal' → 'amount' | 'max' | … */
export type KeysOf<P extends string> = MessageKey extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

/** A capability's messages as `say(lang, key, vars?)`, its keys written without their prefix. */
export function saying<P extends string>(prefix: P) {
  return (lang: Lang, key: KeysOf<P>, vars: Record<string, string | number> = {}): string => t(lang, `${prefix}.${key}` as MessageKey, vars);
}
