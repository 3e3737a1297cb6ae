import { t, type Lang } from '../i18n.ts';
import { withoutHidden } from '../lib/lookalike.ts';
import { passesForStaff } from '../users/reserved-names.ts';

/**
 * The name a trader's messages carry in the chat: their first name without invisible or reordering characters, and
 * qualified ("Anna (trader)") when it reads like a host's or staff's name — registration refuses staff names, but a
 * trader may really be called Anna, and accounts from before the rule keep theirs.
 */
export function traderChatName(firstName: string, lang: Lang): string {
  const name = withoutHidden(firstName).trim() || t(lang, 'chat.trader');
  return passesForStaff(name) ? t(lang, 'chat.trader_qualified', { name }) : name;
}
