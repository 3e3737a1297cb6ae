import { useEffect, useState } from 'react';
import { isOfferName } from '@common/offers';
import { type Offer, sendMobileTrigger } from '@/api/offers';
import { fetchUser } from '@/api/user';
import { claimOnce } from '@/db/once';
import { useCurrentUser } from '@/db/currentUser';
import { saveUser } from '@/db/user';
import type { Lang } from '@/i18n';
import { runsInstalled } from '@/lib/runsInstalled';
import { OfferModal } from './OfferModal';
import { takeOfferTurn } from './offerTurn';
import { popupQueue } from '@/popups/queue';

/** An offer waits behind a due trade signal (which counts down) and before the weekend tournament's news. */
const OFFER_PRIORITY = 1;

/** The modal on screen; `answered` ends this tab's turn (offerTurn.ts). */
type Shown = { offer: Offer; offsetMs: number; answered(): void };

/**
 * The server decides which offer a trader sees: the user refresh's trigger_new (or the /api/rpc answer, which the
 * card flow saves into the user) names it. Every tab sees the user change in Dexie; the offer's modal opens in one
 * of them at a time, until answered (offerTurn.ts). Also sends the `mobile` trigger once when the app runs installed.
 */
export default function OfferHost({ lang }: { lang: Lang }) {
  const user = useCurrentUser();
  const trigger = user?.trigger_new ?? '0';
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!isOfferName(trigger)) return;
    const controller = new AbortController();
    // The modal waits for its turn in the page's pop-up queue (one at a time, never over a money form).
    const show = async (offer: Offer, offsetMs: number) => {
      const release = await popupQueue().turn({ priority: OFFER_PRIORITY, signal: controller.signal });
      await new Promise<void>((answered) =>
        setShown({
          offer,
          offsetMs,
          answered: () => {
            release();
            answered();
          },
        }),
      );
    };
    // No modal is no loss: the next refresh names the offer again while it runs.
    takeOfferTurn(show, controller.signal).catch(() => undefined);
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
      onDone={(answer) => {
        setShown(null);
        // Once the answer is in: the next tab's turn then finds the offer decided, and the stored user's trigger_new
        // is '0' at once rather than at the next 90 s refresh.
        void Promise.resolve(answer)
          .catch(() => undefined)
          .then(() => {
            shown.answered();
            return fetchUser().then(saveUser);
          })
          .catch(() => undefined);
      }}
    />
  );
}
