// How an asset is named to the trader: the ticket's form ("EUR/USD", "Gold"), the same in the platform's ticket and
// lists, in the app's history and reports, and wherever a signal shows (its pop-up, its system notification), where
// the server's code ("XAUUSD") would read as a different thing.

/** Assets whose name is a word rather than a pair: said in the page's language. */
const WORD_NAMES: Readonly<Record<string, Readonly<Record<'en' | 'ru', string>>>> = {
  XAUUSD: { en: 'Gold', ru: 'Золото' },
  XAGUSD: { en: 'Silver', ru: 'Серебро' },
  USOIL: { en: 'Oil (WTI)', ru: 'Нефть WTI' },
  US500: { en: 'US 500', ru: 'US 500' },
  DE40: { en: 'Germany 40', ru: 'Германия 40' },
};

/** "EURUSD" → "EUR/USD"; "XAUUSD" → "Gold" / "Золото"; anything else as the server spells it. */
export function assetLabel(symbol: string, lang: string): string {
  const word = WORD_NAMES[symbol];
  if (word) return lang === 'ru' ? word.ru : word.en;
  return /^[A-Z]{6}$/.test(symbol) ? `${symbol.slice(0, 3)}/${symbol.slice(3)}` : symbol;
}
