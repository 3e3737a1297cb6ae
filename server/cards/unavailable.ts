import { type Lang, t } from '../i18n.ts';

/**
 * The refusal of a card payment when no processor is configured (the sandbox off, no real one plugged in): nothing
 * is charged, and the cascade ends here, since every other processor would answer the same.
 */
export function unavailableRefusal(lang: Lang): { code: 'unavailable'; message: string } {
  return { code: 'unavailable', message: t(lang, 'card.unavailable') };
}
