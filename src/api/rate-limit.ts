/**
 * The failure of a 429 whose body could not be read (a proxy's or a load balancer's own page): the server's refusal
 * (server/http/too-many.ts) carries its message, this one is made from `Retry-After` (seconds or an HTTP date) in
 * the language the app asks in. Its own words here: the fetch wrapper loads before the app's strings do.
 */
const WORDS: Readonly<Record<string, string>> = {
  en: 'Too many requests. Try again in {minutes} minutes.',
  ru: 'Слишком много запросов. Попробуйте снова через {minutes} мин.',
};

/** Whole minutes until `retryAfter` (at least 1; 1 when absent or unreadable). */
function minutesUntil(retryAfter: string | null, now: number): number {
  const raw = retryAfter?.trim() ?? '';
  const seconds = /^\d+$/.test(raw) ? Number(raw) : (Date.parse(raw) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

export function rateLimitedPayload(retryAfter: string | null, lang: string, now = Date.now()): { return: false; code: 'rate_limited'; message: string } {
  const words = WORDS[lang] ?? WORDS['en'] ?? '';
  return { return: false, code: 'rate_limited', message: words.replace('{minutes}', String(minutesUntil(retryAfter, now))) };
}
