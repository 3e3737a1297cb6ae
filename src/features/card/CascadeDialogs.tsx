import { useState } from 'react';
import { FragmentText } from '@/content/FragmentText';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import type { CascadeState } from './cascade.types';
import type { DepositRunner } from './depositRunner';
import { declineText } from './declineText';
import { declinedCopy, entroCvvValid } from './dialogCopy';
import { showTab } from './fundingEvents';

type Props = {
  state: CascadeState | null;
  runner: DepositRunner;
  /** Offline, retrying and another provider stay disabled with the deposit button's offline note: nothing could be sent. */
  online: boolean;
};

/** The modals the cascade machine opens (spec §4): payment declined, the honor notice, Entropay's PIN/cvv. */
export function CascadeDialogs({ state, runner, online }: Props) {
  const t = useT();
  const lang = currentLang();
  // Kept while the dialog closes and opens again, as the trader left it; cleared once answered.
  const [pin, setPin] = useState('');
  // 'Please fill cvv!' shows once the trader tried to confirm (an empty field included), not while typing the first digit.
  const [pinTried, setPinTried] = useState(false);
  // The state the trader closed a modal on: that modal is shut at once, not when the runner has moved the deposit on.
  // The runner writes each step to IndexedDB before the new state arrives (a tenth of a second, more on a slow
  // phone), and while a modal is open the page behind it is inert: the card typed for the next try went nowhere, and
  // the deposit left with the declined card's number still in the form. A new state (the runner's next step) is
  // another object, so a modal it opens shows again.
  const [closedOn, setClosedOn] = useState<CascadeState | null>(null);
  const shown = state !== closedOn;
  const close = (then: () => void) => () => {
    setClosedOn(state);
    then();
  };
  const copy = state?.phase === 'declined' ? declinedCopy(state) : null;
  return (
    <>
      <Dialog
        open={state?.phase === 'declined' && shown}
        onClose={close(() => runner.dismiss())}
        title={t(copy?.title ?? 'declined.title')}
        closeLabel={t('close')}
        footer={
          state?.phase === 'declined' ? (
            <div className="dialog-actions">
              <Button variant="primary" disabled={!online} onClick={close(() => runner.dismiss())}>
                {t('declined.retry')}
              </Button>
              <Button
                variant="secondary"
                onClick={close(() => {
                  runner.dismiss();
                  showTab('bitcoin');
                })}
              >
                {t('declined.bitcoin')}
              </Button>
              {state.canContinue && (
                <Button variant="ghost" disabled={!online} onClick={close(() => runner.carryOn(null))}>
                  {t('declined.another')}
                </Button>
              )}
            </div>
          ) : undefined
        }
      >
        {state?.phase === 'declined' && copy?.note !== 'declined.network' && (
          <>
            <p>{state.message ? declineText(t, state.message) : t('payment.error')}</p>
            <FragmentText name="modal" lang={lang}>
              <p>{t('declined.lead')}</p>
            </FragmentText>
          </>
        )}
        {copy?.note && <p className="muted">{t(copy.note)}</p>}
        {!online && <Alert tone="warning">{t('deposit.offline')}</Alert>}
      </Dialog>

      <Dialog
        open={state?.phase === 'dialog' && state.modal === 'modal_honor' && shown}
        onClose={close(() => runner.dismiss())}
        title={t('honor.title')}
        closeLabel={t('close')}
        footer={
          <Button variant="primary" onClick={close(() => runner.dismiss())}>
            {t('ok')}
          </Button>
        }
      >
        <FragmentText name="modal_honor" lang={lang}>
          <p>{t('honor.text')}</p>
        </FragmentText>
      </Dialog>

      <Dialog
        open={state?.phase === 'dialog' && state.modal === 'dialog_entro_pin' && shown}
        onClose={close(() => {
          setPinTried(false);
          runner.dismiss();
        })}
        title={t('entro.pin_title')}
        closeLabel={t('close')}
      >
        <FragmentText name="dialog_entro_pin" lang={lang}>
          <p>{t('entro.pin_text')}</p>
        </FragmentText>
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setPinTried(true);
            if (!entroCvvValid(pin)) return;
            runner.answer(pin.trim());
            setPin('');
            setPinTried(false);
          }}
        >
          <Field
            label={t('entro.cvv')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            error={pinTried && !entroCvvValid(pin) ? t('entro.fill_cvv') : null}
          />
          <Button type="submit" variant="primary">
            {t('confirm')}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
