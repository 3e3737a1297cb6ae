import { formatMoney } from '../../common/money.ts';
import { t, type Lang } from '../i18n.ts';
import { withoutHidden } from '../lib/lookalike.ts';
import { traderChatName } from './names.ts';

export type TipForRoom = { host: string; amount: string; currency: string; firstName: string; showName: boolean };

/**
 * The trading room's line about a tip: it names the tipper only when they chose to be named ("Show my name with
 * the tip", off unless chosen), so a tip is nobody's business but the tipper's. The amount reads as the app shows
 * money ("$50.00").
 */
export function tipRoomText(tip: TipForRoom, lang: Lang): string {
  const amount = formatMoney(tip.amount, tip.currency, lang);
  const name = tip.showName && withoutHidden(tip.firstName).trim() !== '' ? traderChatName(tip.firstName, lang) : null;
  return name === null ? t(lang, 'chat.tip_anonymous', { host: tip.host, amount }) : t(lang, 'chat.tip_named', { name, host: tip.host, amount });
}
