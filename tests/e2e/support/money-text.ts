// Money as a person reads it: every amount a screen shows beside a currency (or as a deposit's minimum) must read
// as the app formats money (common/money.ts formatMoney: "$10,000.00", "15 000,00 RUB"), never as a number the
// server or a template left raw ("15000.00 RUB", "Минимальный депозит 15000", "50.00 USD").
import { formatMoney } from '../../../common/money.ts';

const SYMBOL_CURRENCY: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP', '₽': 'RUB' };
const CODES = ['USD', 'EUR', 'GBP', 'RUB'] as const;

// An optional sign and currency symbol, a number (digits with group and decimal marks), an optional code after it.
// The code must follow on the same line: a pill that shows "$3 008,00" over "USD" is one amount, not two. A symbol
// after the number ("1000 $") counts unless a number follows it (then it is the next amount's prefix).
const AMOUNT = new RegExp(
  String.raw`(?<sign>[−-])?(?<prefix>[$€£])?(?<number>\d(?:[\d\u00a0\u202f ,.]*\d)?)(?<code>[ \u00a0](?:${CODES.join('|')})\b|[ \u00a0]?[$€£₽](?!\d))?`,
  'g',
);

/** Words after which a bare number is an amount of money (a minimum deposit, a deposit's size). */
const MONEY_WORD = /(?:deposit|депозит\p{L}*)[ \u00a0]*:?[ \u00a0]*$/iu;

const spaces = (text: string) => text.replaceAll(/[\u00a0\u202f]/g, ' ');

/**
 * The number as decimal text ("15 000,00" → "15000.00", "15000.00" → "15000.00", "10,000" → "10000"): the last
 * mark followed by one to five digits and nothing else is the decimal mark, every other mark groups.
 */
function plainNumber(number: string): string {
  const text = spaces(number).replaceAll(' ', '');
  const decimal = /[.,](\d{1,5})$/.exec(text);
  // "10,000" is grouping, not a decimal: three digits after the only mark, and the whole part is short.
  const grouping = decimal !== null && decimal[1]?.length === 3 && !/[.,].*[.,]/.test(text);
  if (!decimal || grouping) return text.replaceAll(/[.,]/g, '');
  return `${text.slice(0, decimal.index).replaceAll(/[.,]/g, '')}.${decimal[1]}`;
}

/** The amounts `text` shows that do not read as the app formats money in `lang`: each as found, once. */
export function unformattedMoneyIn(text: string, lang: 'en' | 'ru'): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(AMOUNT)) {
    const { sign = '', prefix, number = '', code } = match.groups ?? {};
    const before = text.slice(0, match.index);
    const after = code?.trim();
    const currency = prefix ? SYMBOL_CURRENCY[prefix] : after ? (SYMBOL_CURRENCY[after] ?? after) : undefined;
    if (!currency) {
      // A bare number counts only right after a deposit word, where it can only be money: it lacks its currency.
      if (MONEY_WORD.test(before) && /\d/.test(number)) found.add(`${before.match(/\S+\s*$/)?.[0] ?? ''}${number}`.trim());
      continue;
    }
    const shown = prefix ? `${sign}${prefix}${number}` : `${sign}${number}${code ?? ''}`;
    const expected = formatMoney(`${sign ? '-' : ''}${plainNumber(number)}`, currency, lang);
    // A whole amount may also show without its zero cents, as the ticket's stake presets do ("$5", "300 RUB"): the
    // same rule, the same marks and grouping, only the ",00" left off (server/platform/page/ticket.ts wholeMoney).
    const faces = [expected, expected.replace(/[.,]0+(?=\D*$)/, '')].map(spaces);
    if (!faces.includes(spaces(shown).trim())) found.add(shown.trim());
  }
  return [...found];
}
