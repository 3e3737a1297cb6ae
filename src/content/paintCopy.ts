// The last sanitized HTML of a page the app paints at start (home's trading-main), kept in localStorage: a repeat
// visit paints it in the same frame as the balance, before the fragment code (DOMPurify, SWR) and the request
// through the service worker, which then replace it with the fresh copy. localStorage, not Dexie, because the read
// must be synchronous to land in that first frame. It is the signed-in user's: wiped with the rest at a session's
// end (app/localData.ts). Only HTML that went through sanitizeFragment is ever written as a page's copy; the user
// the last home showed (app/trading/shellSnapshot.ts) is JSON, read back through the user's schema.

const PREFIX = 'paint:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (a privacy mode): no copy, the page loads as on a first visit
  }
}

const keyOf = (kind: string, name: string, lang: string) => `${PREFIX}${kind}/${name}/${lang}`;

export function readPaintCopy(kind: string, name: string, lang: string): string | null {
  return storage()?.getItem(keyOf(kind, name, lang)) ?? null;
}

export function keepPaintCopy(kind: string, name: string, lang: string, sanitizedHtml: string): void {
  try {
    storage()?.setItem(keyOf(kind, name, lang), sanitizedHtml);
  } catch {
    // Quota full: the next visit simply paints without the copy.
  }
}

export function forgetPaintCopies(): void {
  const store = storage();
  if (!store) return;
  const ours: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) ours.push(key);
  }
  for (const key of ours) store.removeItem(key);
}
