import { rectifyConfusion } from 'unicode-confusables';

// Text that identifies a person to others (a login e-mail, a name in the chat) must look like what it is. These
// pure checks find the tricks: characters that do not show, characters that reorder what shows, letters of two
// scripts in one word, and two strings that look the same (Unicode TR39's confusable skeleton).

/**
 * Format characters (\p{Cf}: zero-width space and joiners, soft hyphen, the bidi embeddings, overrides, isolates and
 * marks U+202A–202E, U+2066–2069, U+200E/F, the BOM) and the other default-ignorable ones (Hangul fillers, variation
 * selectors, the combining grapheme joiner): none prints, and the bidi ones make text read in another order.
 */
const HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

export function hasHiddenCharacter(text: string): boolean {
  return HIDDEN.test(text);
}

/** `text` without the characters hasHiddenCharacter finds (a name kept from before the rule, shown to others). */
export function withoutHidden(text: string): string {
  return text.replace(new RegExp(HIDDEN.source, 'gu'), '');
}

// The scripts whose letters pass for each other's: one word may hold letters of one of them, not two.
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Georgian', /\p{Script=Georgian}/u],
];
const LETTER = /\p{L}/u;

/** Letters from two of SCRIPTS (e.g. a Latin word with a Cyrillic "а" in it). Digits and punctuation belong to none. */
export function mixesScripts(text: string): boolean {
  const seen = new Set<string>();
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    const script = SCRIPTS.find(([, pattern]) => pattern.test(char));
    if (script) seen.add(script[0]);
  }
  return seen.size > 1;
}

/**
 * The TR39 skeleton (NFD, each character to its confusables.txt prototype, NFD again), case-folded after so that
 * "Anna", "ANNA" and "Аnnа" (Cyrillic А, а) share one. Two strings with one skeleton look alike to a reader.
 */
export function skeletonOf(text: string): string {
  return rectifyConfusion(text.normalize('NFKC').toLowerCase().normalize('NFD')).normalize('NFD').toLowerCase();
}
