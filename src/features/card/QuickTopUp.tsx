import { useEffect, useState } from 'react';
import { hasListenCall, listenCard, removeCard, reportQuick, triggerCards, type SavedCard } from '@/api/card';
import { isApiError } from '@/api/http';
import { db } from '@/db/database';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { brandLabel } from '@common/card-brands';
import { formatMoney } from '@/lib/money';
import { requestUserRefresh } from '@/sync/userRefresh';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { toast } from '@/ui/toast';
import type { WidgetProps } from '@/content/widgets';
import { declineText } from './declineText';
import { postForm } from './depositRunner';
import { cardsChanged, onCardsChanged } from './fundingEvents';
import { quickTopUpBody } from './quickTopUp';

/** How often, and how many times, a charge the bank is still confirming is asked about before the bell takes over. */
const LISTEN_EVERY_MS = 2_000;
const LISTENS = 5;

type Props = { minimum: number; currency: string };

function propsOf(props: WidgetProps): Props {
  return { minimum: Number(props['minimum']) || 0, currency: typeof props['currency'] === 'string' ? props['currency'] : 'USD' };
}

const cardName = (card: SavedCard) => `${brandLabel(card.brand)} •••• ${card.last4}`;

/**
 * Quick top-up (spec §6) and the trader's saved card. The card the trader asked us to keep is listed here with its
 * Remove button; once a deposit has paid with it (the server holds its processor token and the quick top-up rule
 * holds) it is charged again through the cascade by the server after the trader confirms the amount.
 */
export default function QuickTopUp(widgetProps: WidgetProps) {
  const { minimum, currency } = propsOf(widgetProps);
  const t = useT();
  const lang = currentLang();
  const [saved, setSaved] = useState<{ card: SavedCard; canLoad: boolean } | null>(null);
  const [asking, setAsking] = useState<{ amount: string; fixed: boolean; bonus: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const read = () =>
      triggerCards().then(
        (reply) => {
          if (live && reply.ok) setSaved(reply.value.card ? { card: reply.value.card, canLoad: reply.value.canLoad } : null);
        },
        () => undefined, // offline: no saved card to show
      );
    void read();
    // Saved with Remember, paid with (now chargeable), or removed elsewhere on the page.
    const stop = onCardsChanged(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!saved) return null;
  const { card, canLoad } = saved;

  const ask = async () => {
    const body = quickTopUpBody(await db.lastPayment.get('last'), minimum, currency);
    // One key per confirmed amount: a retry after a lost answer charges nothing twice.
    setAsking({ ...body, key: crypto.randomUUID() });
  };

  /** A charge the bank is still confirming: asked about a few times; after that the bell tells the trader. */
  const listen = async (processor: string, transactionId: string): Promise<boolean> => {
    if (!hasListenCall(processor)) return false;
    for (let n = 0; n < LISTENS; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, LISTEN_EVERY_MS));
      const reply = await listenCard(processor, { id: transactionId, transaction_id: transactionId });
      if (!reply.ok) return false;
      if (reply.status === 'approved') return true;
    }
    return false;
  };

  const charge = async (request: NonNullable<typeof asking>) => {
    setBusy(true);
    try {
      const reply = await reportQuick({ amount: request.amount, fixed: request.fixed, bonus: request.bonus, idempotency_key: request.key });
      setAsking(null);
      if (!reply.ok) {
        toast.error(declineText(t, reply.message));
        return;
      }
      const result = reply.value;
      switch (result.status) {
        case 'approved':
          toast.success(result.message);
          break;
        case 'pending':
          toast.info(result.message);
          if (result.processor && (await listen(result.processor, result.transaction_id))) toast.success(t('quick.credited'));
          break;
        case 'redirect':
          // The bank asks the trader to confirm on its page; it sends the browser back to the funding page.
          if (result.method === 'post') postForm(result.redirect ?? '', result.fields ?? {});
          else window.location.assign(result.redirect ?? '');
          return;
      }
      void requestUserRefresh();
    } catch (error) {
      // The same key may be sent again: the server answers what it did, and charges nothing twice.
      if (!isApiError(error, 'auth')) toast.error(t('quick.lost'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    try {
      const reply = await removeCard(card.id ?? 0);
      if (reply.ok) {
        setSaved(null);
        toast.success(reply.value.message);
        cardsChanged();
      } else toast.error(reply.message);
    } catch (error) {
      if (!isApiError(error, 'auth')) toast.error(t('auth.server_error'));
    }
  };

  return (
    <section className="quick-topup" aria-labelledby="quick-topup-title">
      <h2 id="quick-topup-title">{t('funding.quick_title')}</h2>
      <p className="muted">{t(canLoad ? 'quick.on_file' : 'quick.saved', { card: cardName(card), month: card.emm, year: card.eyy.slice(-2) })}</p>
      <div className="quick-topup__actions">
        {canLoad && (
          <Button variant="secondary" loading={busy} onClick={() => void ask()}>
            {t('funding.quick_button')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => void remove()}>
          {t('quick.remove', { card: cardName(card) })}
        </Button>
      </div>
      <Dialog
        open={asking !== null}
        onClose={() => !busy && setAsking(null)}
        title={t('funding.quick_confirm_title')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={() => setAsking(null)}>
              {t('cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => asking && void charge(asking)}>
              {asking ? t('quick.pay', { amount: formatMoney(asking.amount, currency, lang) }) : t('funding.quick_confirm')}
            </Button>
          </>
        }
      >
        {asking && <p>{t('funding.quick_confirm_text', { amount: formatMoney(asking.amount, currency, lang), card: cardName(card) })}</p>}
        {asking && asking.bonus !== '0.00' && <p className="muted">{t('quick.bonus', { bonus: formatMoney(asking.bonus, currency, lang) })}</p>}
      </Dialog>
    </section>
  );
}
