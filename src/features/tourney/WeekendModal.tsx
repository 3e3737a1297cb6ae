import { useState } from 'react';
import { FragmentText } from '@/content/FragmentText';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { buttonClass } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { formatMoney } from '@/lib/money';
import { topPrizeUsd } from '@common/tourney';

/**
 * Spec §2 weekend modal: `tourney_weekend`, once per weekend while the weekend tournament runs. Mounted when it is
 * due (useWeekendModalDue), it opens at once; `onClosed` hands the page's pop-up queue on.
 */
export default function WeekendModal({ lang, onClosed }: { lang: Lang; onClosed: () => void }) {
  const t = useT();
  const [open, setOpenState] = useState(true);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClosed();
  };

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={t('tourney.weekend_title')}
      closeLabel={t('close')}
      footer={
        <a className={buttonClass('primary')} href="#/show/contest" onClick={() => setOpen(false)}>
          {t('tourney.weekend_cta')}
        </a>
      }
    >
      <FragmentText name="tourney_weekend" lang={lang}>
        <p>{t('tourney.weekend_text', { amount: formatMoney(String(topPrizeUsd('weekend')), 'USD', lang) })}</p>
      </FragmentText>
    </Dialog>
  );
}
