/** Languages the product ships; the language is the first path segment (`/en/login`, `/ru/trading`). */
export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language named by the first path segment, or null when the path does not start with one. */
export function langFromPath(pathname: string): Lang | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLang(first) ? first : null;
}

/** The same path under another language: `/en/login?x#y` → `/ru/login?x#y`; a path without one gains it. */
export function withLang(path: string, lang: Lang): string {
  const match = /^\/([^/?#]*)(.*)$/.exec(path);
  if (match && isLang(match[1])) return `/${lang}${match[2] ?? ''}`;
  return `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}
