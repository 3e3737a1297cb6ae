// How an asset is named to the trader: the ticket's form ("EUR/USD"), the same in the platform's ticket and lists
// and in the app's history and reports, where the server's code ("EURUSD") would read as a different thing.

/** Assets whose name is a word rather than a pair: said in the page's language. */
const WORD_NAMES: Readonly<Record<string, Readonly<Record<'en' | 'ru', string>>>> = {
  XAUUSD: { en: 'Gold', ru: 'Золото' },
};

/** "EURUSD" → "EUR/USD"; "XAUUSD" → "Gold" / "Золото"; anything else as the server spells it. */
export function assetLabel(symbol: string, lang: string): string {
  const word = WORD_NAMES[symbol];
  if (word) return lang === 'ru' ? word.ru : word.en;
  return /^[A-Z]{6}$/.test(symbol) ? `${symbol.slice(0, 3)}/${symbol.slice(3)}` : symbol;
}
