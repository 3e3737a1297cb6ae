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

/** The favourites that are listed assets, each once, in their order (a kept list may name an asset no longer listed). */
export function known(favourites: readonly string[], listed: readonly string[]): string[] {
  return [...new Set(favourites.filter((symbol) => listed.includes(symbol)))];
}
