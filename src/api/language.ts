/**
 * The language every API call announces (`X-Lang`). Its own tiny module so the app entry can set it without
 * pulling the fetch wrapper (and superstruct) into the JavaScript that runs before the login form is usable.
 */
let language = 'en';

export function setLanguage(lang: string): void {
  language = lang;
}

export function apiLanguage(): string {
  return language;
}
