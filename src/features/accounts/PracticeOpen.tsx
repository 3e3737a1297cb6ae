import { useState } from 'react';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { openPracticeAccount } from './practiceActions';

/** For a trader without a practice account: what it is and the one button that opens it (it becomes current). */
export default function PracticeOpen() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    await openPracticeAccount();
    setBusy(false);
  };
  return (
    <section className="account-card account-card--practice" aria-labelledby="practice-open-title">
      <h2 id="practice-open-title" className="account-card__currency">
        {t('practice.title')}
      </h2>
      <p className="muted account-card__meta">{t('practice.lead')}</p>
      <div>
        <Button variant="secondary" loading={busy} onClick={() => void open()}>
          {t('practice.open')}
        </Button>
      </div>
    </section>
  );
}
