import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTS } from '../../../common/chat.ts';
import { REPO_ROOT } from './server.mjs';

// Read as files: the test runner's loader wants an import attribute for JSON that TypeScript's settings here refuse.
const catalogue = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(REPO_ROOT, 'src', 'i18n', 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
const en = catalogue('en');
const ru = catalogue('ru');

// The words a Russian screen must not show: English words the app itself writes (its en catalogue), at least four
// Latin letters long, that the ru catalogue never uses (so a ticker or a brand ru spells the same way passes).

const WORD = /[A-Za-z]{4,}/g;

function wordsOf(values: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const value of values) for (const word of value.match(WORD) ?? []) words.add(word.toLowerCase());
  return words;
}

/**
 * Names, tickers and the brand that a ru screen shows as they are (each with why). Kept small: a word added here
 * must be one a Russian trader also reads in Latin letters.
 */
export const ALLOWED = new Set([
  // Payment and crypto brands, named as their owners name them.
  'visa',
  'mastercard',
  'skrill',
  'neteller',
  'perfect',
  'money',
  'bitcoin',
  'ethereum',
  'litecoin',
  'tether',
  'zcash',
  'dash',
  // The demo account's name.
  'demo',
  // The chat hosts' names (common/chat.ts): people are named as they are.
  ...HOSTS.map((host) => host.name.toLowerCase()),
]);

const ruWords = wordsOf(Object.values(ru));
const englishOnly = new Set([...wordsOf(Object.values(en))].filter((word) => !ruWords.has(word) && !ALLOWED.has(word)));

/** The English words (as written) of `text` that the en catalogue has and ru never uses; each once. */
export function englishWordsIn(text: string): string[] {
  const found = new Set<string>();
  // An e-mail address or a link is written as it is ("support@example.com"), not translated.
  const prose = text.replaceAll(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ');
  for (const word of prose.match(/[A-Za-z]+/g) ?? []) if (word.length >= 4 && englishOnly.has(word.toLowerCase())) found.add(word);
  return [...found];
}
