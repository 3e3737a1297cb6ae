import { currentLang, loadStrings } from './index';

/**
 * For a lazy screen or widget that uses the later strings (src/i18n/guest-keys.ts LATER_KEY_PREFIXES): its chunk
 * and every string of the language load together, after the shell's first paint.
 */
export function withLaterStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStrings(currentLang(), 'all')]).then(([module]) => module);
}
