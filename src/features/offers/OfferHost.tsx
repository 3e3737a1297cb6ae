import { useEffect, useState } from 'react';
import { isOfferName, offerClaimKey } from '@common/offers';
import { fetchCurrentOffer, type Offer, sendMobileTrigger } from '@/api/offers';
import { fetchUser } from '@/api/user';
import { claimOnce } from '@/db/once';
import { saveUser, useCurrentUser } from '@/db/user';
import type { Lang } from '@/i18n';
import { OfferModal } from './OfferModal';

type Shown = { offer: Offer; offsetMs: number };

const runsInstalled = () =>
  typeof matchMedia === 'function' && (matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true);

/**
 * The server decides which offer a trader sees: the user refresh's trigger_new (or the /api/rpc answer, which the
 * card flow saves into the user) names it. Every tab sees the user change in Dexie; the offer's modal opens in
 * exactly one of them, once (claimOnce). Also sends the `mobile` trigger once when the app runs installed.
 */
export default function OfferHost({ lang }: { lang: Lang }) {
  const user = useCurrentUser();
  const trigger = user?.trigger_new ?? '0';
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!isOfferName(trigger)) return;
    const controller = new AbortController();
    const asked = Date.now();
    fetchCurrentOffer(controller.signal)
      .then(async ({ offer, now }) => {
        if (!offer || offer.status !== 'offered') return;
        if (await claimOnce(offerClaimKey(offer.id), String(offer.offered_at))) setShown({ offer, offsetMs: now - asked });
      })
      .catch(() => undefined); // no modal is no loss: the next refresh names the offer again while it runs
    return () => controller.abort();
  }, [trigger]);

  useEffect(() => {
    if (!runsInstalled()) return;
    void claimOnce('mobile', '1').then((first) => first && sendMobileTrigger());
  }, []);

  if (!shown) return null;
  return (
    <OfferModal
      key={shown.offer.id}
      offer={shown.offer}
      offsetMs={shown.offsetMs}
      lang={lang}
      onDone={() => {
        setShown(null);
        // trigger_new is '0' now: the stored user says so at once rather than at the next 90 s refresh.
        void fetchUser()
          .then(saveUser)
          .catch(() => undefined);
      }}
    />
  );
}
