// The asset picker's rules (pure): which rows a search shows and in what order (favourites first), and the
// favourites as this device keeps them. ./asset-picker.ts applies them to the page.

/** A row matches when every word of the query is in its search text (its code and its names in both languages). */
export function matchesSearch(searchText: string, query: string): boolean {
  const words = query.toLowerCase().split(/[\s/]+/).filter((word) => word !== '');
  return words.every((word) => searchText.includes(word));
}

/** `symbols` with the favourites first, each group in its listed order. */
export function favouritesFirst(symbols: readonly string[], favourites: ReadonlySet<string>): string[] {
  return [...symbols.filter((symbol) => favourites.has(symbol)), ...symbols.filter((symbol) => !favourites.has(symbol))];
}

/** The favourites with `symbol` added, or taken out when it was there. */
export function toggled(favourites: readonly string[], symbol: string): string[] {
  return favourites.includes(symbol) ? favourites.filter((kept) => kept !== symbol) : [...favourites, symbol];
}

/** The favourites as stored (a JSON array of codes); anything unreadable, or codes no longer listed, are dropped. */
export function readFavourites(stored: string | null, known: readonly string[]): string[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter((item): item is string => typeof item === 'string' && known.includes(item)))];
}
