import { askInvoiceOutcome, invoicePath, type Invoice } from '@/api/crypto';
import type { Reply } from '@/api/http';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { isCoin, type Coin } from '@common/coins';
import { saveAnswer } from './store';
import { usePayment } from '@/money/usePayment';

type Made = { guid: string; invoice: Invoice };

/**
 * A payment that makes an invoice (`slot`: the form's pending-key slot): the key is stored before the request
 * leaves, a lost answer asks the server what the key made, and a made invoice is stored and opened. `onError`
 * gets what the trader should read when nothing was made.
 */
export function useInvoicePayment(slot: string, fallbackCoin: Coin, onError: (message: string) => void) {
  const t = useT();
  return usePayment<Reply<Made>>(slot, {
    // An invoice charges nothing, so a key the server never saw may be sent again.
    reusable: true,
    ask: async (key) => {
      const made = await askInvoiceOutcome(key);
      return made ? { ok: true, value: made } : null;
    },
    onResult: async (reply) => {
      if (!reply.ok) {
        onError(reply.message);
        return;
      }
      const lang = currentLang();
      await saveAnswer(reply.value.invoice, lang);
      const coin = isCoin(reply.value.invoice.coin) ? reply.value.invoice.coin : fallbackCoin;
      location.assign(`${invoicePath(coin, reply.value.guid)}?lang=${lang}`);
    },
    onUnknown: () => onError(t('payment.no_answer')),
  });
}
