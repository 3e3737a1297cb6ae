import type { HistoryTransaction } from '@/api/history';
import type { Translate } from '@/i18n';
import type { Lang } from '@/i18n';
import { coinMethodName, methodName, tabMethodName, withdrawalMethodName } from '@common/payment-methods';
import { brandLabel } from '@common/card-brands';

// What moved a transaction's money, in the trader's words: the card's brand and last 4, the coin, the provider, the
// withdrawal's method and number; a trade's rows name their trade. Pure.

export function sourceText(tx: HistoryTransaction, t: Translate, lang: Lang): string {
  const { source } = tx;
  if (!source) return tx.orderId === null ? '' : t('history.source_order', { id: tx.orderId });
  switch (source.kind) {
    case 'card':
      return source.last4 === '' ? methodName('card', lang) : t('history.source_card', { brand: brandLabel(source.brand), last4: source.last4 });
    case 'coin':
      return coinMethodName(source.coin, lang);
    case 'wallet':
      return tabMethodName(source.processor, lang);
    case 'withdrawal':
      return t('history.source_withdrawal', { method: withdrawalMethodName(source.method, lang), id: source.id });
  }
}
