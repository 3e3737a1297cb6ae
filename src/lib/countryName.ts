const namers = new Map<string, Intl.DisplayNames | null>();

function namer(lang: string): Intl.DisplayNames | null {
  if (!namers.has(lang)) {
    try {
      namers.set(lang, new Intl.DisplayNames([lang], { type: 'region' }));
    } catch {
      namers.set(lang, null);
    }
  }
  return namers.get(lang) ?? null;
}

/** A country's name in the trader's language from the browser's own data (no table to ship), else `fallback`. */
export function countryName(iso: string, fallback: string, lang: string): string {
  try {
    return namer(lang)?.of(iso) ?? fallback;
  } catch {
    return fallback;
  }
}
