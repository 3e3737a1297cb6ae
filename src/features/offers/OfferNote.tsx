import { useEffect, useState } from 'react';
import { fetchCurrentOffer, type Offer } from '@/api/offers';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';

/**
 * Widget `offer-note` on the funding page: a granted limited offer is shown where it pays off, on the next deposit
 * ("the next deposit shows it"). Nothing when there is none or the call fails.
 */
export default function OfferNote() {
  const t = useT();
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentOffer(controller.signal)
      .then((reply) => setOffer(reply.offer))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (offer?.name !== 'limited' || offer.status !== 'accepted') return null;
  return <Alert tone="success">{t('offers.limited_granted')}</Alert>;
}
