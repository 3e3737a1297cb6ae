import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import type { PaymentState } from '@/money/payment.machine';

/** What the form says while an earlier request's outcome is asked for, or cannot be asked yet (offline). */
export function PaymentNotice({ state, online }: { state: PaymentState; online: boolean }) {
  const t = useT();
  if (state.phase === 'checking') return <Alert tone="info" title={t('payment.checking')} />;
  if (state.phase === 'unsure') return <Alert tone="warning" title={t('payment.unsure')} />;
  if (!online) return <Alert tone="warning" title={t('payment.offline')} />;
  return null;
}
