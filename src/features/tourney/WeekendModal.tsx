import { useEffect, useState } from 'react';
import { fetchCurrentTourneys } from '@/api/tourney';
import { FragmentText } from '@/content/FragmentText';
import { claimOnce } from '@/db/once';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { buttonClass } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

// Asked once per page load: home may mount many times as the trader moves around.
let asked = false;

/**
 * Spec §2 weekend modal: while the weekend tournament runs (on the server clock, so the server's list decides),
 * home shows `tourney_weekend` once per weekend, across all tabs and reloads.
 */
export default function WeekendModal({ lang }: { lang: Lang }) {
  const t = useT();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (asked) return;
    asked = true;
    const controller = new AbortController();
    fetchCurrentTourneys(controller.signal)
      .then(async ({ list }) => {
        const weekend = list.find((item) => item.type === 'weekend' && !item.closed);
        if (weekend && (await claimOnce('tourney_weekend', String(weekend.date_start)))) setOpen(true);
      })
      .catch(() => undefined); // no modal is no loss: the tournament page says the same
    return () => controller.abort();
  }, []);

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
        <p>{t('tourney.weekend_text')}</p>
      </FragmentText>
    </Dialog>
  );
}
