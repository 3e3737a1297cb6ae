import { useCallback } from 'react';
import { useT } from '@/i18n/useT';
import { toast } from '@/ui/toast';
import type { Notice } from './cascade.types';
import { declineText } from './declineText';

/** The toasts the cascade asks for; stable per language so the runner is not reconnected on every render. */
export function useDepositNotices(): { notify(notice: Notice, message?: string): void; wait(): void } {
  const t = useT();
  const notify = useCallback(
    (notice: Notice, message?: string) => {
      switch (notice) {
        case 'network':
          toast.error(t('deposit.network_error'));
          return;
        case 'approved':
          toast.success(t('payment.success'));
          return;
        case 'declined':
        case 'exhausted':
          return; // the payment-declined modal says it
        case 'need_card':
          toast.info(message ? declineText(t, message) : t('deposit.need_card'));
          return;
      }
    },
    [t],
  );
  const wait = useCallback(() => toast.info(t('deposit.wait')), [t]);
  return { notify, wait };
}
