import { useState } from 'react';
import type { TransactionSourceInfo } from '@common/api/history';
import type { Translate } from '@/i18n';
import { Dialog } from '@/ui/Dialog';
import { type Step, withdrawalSteps } from './timeline';

type Withdrawal = Extract<TransactionSourceInfo, { kind: 'withdrawal' }>;

/** What a step without a time of its own says: where the request is now, what is still to come, or nothing. */
function stepNote(state: Step['state'], t: Translate): string {
  switch (state) {
    case 'current':
      return t('history.timeline_now');
    case 'waiting':
      return t('history.timeline_waiting');
    case 'done':
      return '';
  }
}

/**
 * A withdrawal's reference in its row, as a button that opens its status timeline (a modal: a fixed-height row of the
 * virtual list has no room to unfold).
 */
export function WithdrawalTimeline({ source, label, t, lang }: { source: Withdrawal; label: string; t: Translate; lang: string }) {
  const [open, setOpen] = useState(false);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {/* Named by what it shows (the method and the number), so a spoken or typed name finds it as seen. */}
      <button type="button" className="link-button vlist__source-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} title={t('history.timeline_title', { id: source.id })} closeLabel={t('close')}>
          <ol className="timeline" aria-label={t('history.timeline_label')}>
            {withdrawalSteps(source).map((step) => (
              <li key={step.key} className={`timeline__step timeline__step--${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
                <span className="timeline__name">{t(`history.timeline_${step.key}`)}</span>
                <span className="timeline__when">
                  {step.at !== null ? (
                    <time dateTime={new Date(step.at).toISOString()}>{when.format(new Date(step.at))}</time>
                  ) : (
                    stepNote(step.state, t)
                  )}
                </span>
              </li>
            ))}
          </ol>
        </Dialog>
      )}
    </>
  );
}
