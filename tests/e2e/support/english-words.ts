import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTS } from '../../../common/chat.ts';
import { englishMethodNames } from '../../../common/payment-methods.ts';
import { en as serverEn } from '../../../server/messages/en.ts';
import { ru as serverRu } from '../../../server/messages/ru.ts';
import { en as copyEn } from '../../../server/content/copy/en.ts';
import { ru as copyRu } from '../../../server/content/copy/ru.ts';
import { communityCopy } from '../../../server/content/copy/community.ts';
import { newsCopy } from '../../../server/content/copy/news.ts';
import { offerCopy } from '../../../server/content/copy/offers.ts';
import { securityCopy } from '../../../server/content/copy/security.ts';
import { settingsCopy } from '../../../server/content/copy/settings.ts';
import { supportCopy } from '../../../server/content/copy/support.ts';
import { withdrawalCopy } from '../../../server/content/copy/withdrawal.ts';
import { REPO_ROOT } from './server.mjs';

// Read as files: the test runner's loader wants an import attribute for JSON that TypeScript's settings here refuse.
const catalogue = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(REPO_ROOT, 'src', 'i18n', 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;

/** Every text of a nested copy object (page copy is objects of titles, leads, lists…). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * What the app itself writes in a language: the client's catalogue, the server's messages (notices, replies, the
 * affiliate materials' words…) and the server's page copy.
 */
function appTexts(lang: 'en' | 'ru'): string[] {
  const copies = [communityCopy, newsCopy, offerCopy, securityCopy, settingsCopy, supportCopy, withdrawalCopy].map((copy) => copy[lang]);
  return [...Object.values(catalogue(lang)), ...textsOf(lang === 'en' ? serverEn : serverRu), ...textsOf(lang === 'en' ? copyEn : copyRu), ...textsOf(copies)];
}

// The words a Russian screen must not show: English words the app itself writes (its en texts), at least four
// Latin letters long, that its ru texts never use (so a ticker or a brand ru spells the same way passes).

const WORD = /[A-Za-z]{4,}/g;

function wordsOf(values: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const value of values) for (const word of value.match(WORD) ?? []) words.add(word.toLowerCase());
  return words;
}

/**
 * Names, tickers and the brand that a ru screen shows as they are (each with why). Kept small: a word added here
 * must be one a Russian trader also reads in Latin letters. (Bitcoin, Ethereum and Litecoin are not: Russian names
 * them Биткоин, Эфириум, Лайткоин — common/payment-methods.ts.)
 */
export const ALLOWED = new Set([
  // Payment and crypto brands that Russian writes in Latin letters, named as their owners name them.
  'visa',
  'mastercard',
  'skrill',
  'neteller',
  'perfect',
  'money',
  'tether',
  'zcash',
  'dash',
  // The demo account's name.
  'demo',
  // The chat hosts' names (common/chat.ts): people are named as they are.
  ...HOSTS.map((host) => host.name.toLowerCase()),
]);

const ruWords = wordsOf(appTexts('ru'));
const englishOnly = new Set([...wordsOf(appTexts('en'))].filter((word) => !ruWords.has(word) && !ALLOWED.has(word)));

/** An e-mail address or a link is written as it is ("support@example.com"), not translated. */
const withoutAddresses = (text: string) => text.replaceAll(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ');

/** The English words (as written) of `text` that the app's en texts have and its ru texts never use; each once. */
export function englishWordsIn(text: string): string[] {
  const found = new Set<string>();
  for (const word of withoutAddresses(text).match(/[A-Za-z]+/g) ?? []) if (word.length >= 4 && englishOnly.has(word.toLowerCase())) found.add(word);
  return [...found];
}

// Longest first, so "Bitcoin Cash" is reported as itself rather than as "Bitcoin".
const METHOD_PATTERNS = englishMethodNames()
  .toSorted((a, b) => b.length - a.length)
  .map((name) => ({ name, pattern: new RegExp(`(?<![A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ _]')}(?![A-Za-z])`, 'gi') }));

/**
 * The payment methods `text` names in English where Russian has its own name ("Bitcoin", "Yandex", "Credit Card"
 * on a Russian screen): each as found, once.
 */
export function englishMethodNamesIn(text: string): string[] {
  let rest = withoutAddresses(text);
  const found = new Set<string>();
  for (const { pattern } of METHOD_PATTERNS) {
    rest = rest.replace(pattern, (match) => {
      found.add(match);
      return ' ';
    });
  }
  return [...found];
}
