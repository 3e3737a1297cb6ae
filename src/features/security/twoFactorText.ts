import type { Translate } from '@/i18n';

/** The key in groups of four, as authenticator apps show keys: easier to type without losing one's place. */
export function groupedKey(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as the downloaded .txt: what they are, then one code a line. */
export function recoveryCodesText(codes: readonly string[], t: Translate): string {
  return `${t('twofactor.file_title')}\n${t('twofactor.file_note')}\n\n${codes.join('\n')}\n`;
}
