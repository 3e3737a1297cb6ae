import { useT } from '@/i18n/useT';
import { useState } from 'react';
import { readPromoInput } from '@/lib/promoInput';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { PromoEntry } from './PromoEntry';

/**
 * Widget `promo` (#/show/promo, spec §2 promo code entry): the funding page's promo entry on its own screen, prefilled
 * from the stored input (a registration link's code) as `add=promo` does; the accepted code's message stays here.
 */
export default function PromoScreen() {
  const t = useT();
  const online = useOnline();
  // Prefill only when a code is waiting: an empty field need not grab the focus on arrival.
  const [prefill] = useState(() => readPromoInput() !== '');
  const [applied, setApplied] = useState<string | null>(null);

  return (
    <section className="promo-screen card" aria-labelledby="promo-form-title">
      <h2 id="promo-form-title">{t('promo.form_title')}</h2>
      {!online && <Alert tone="info">{t('promo.offline')}</Alert>}
      {applied ? (
        <Alert tone="success" title={t('promo.applied')}>
          <p>{applied}</p>
          <p>
            <a href="#/show/funding">{t('promo.deposit_now')}</a>
          </p>
        </Alert>
      ) : (
        <PromoEntry prefill={prefill} onApplied={setApplied} />
      )}
    </section>
  );
}
