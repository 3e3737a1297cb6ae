import { FragmentText } from '@/content/FragmentText';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

type Props = {
  open: boolean;
  /** A redirect payment may start now (online, the stored deposit read, nothing under way). */
  canContinue: boolean;
  /** Pay on Entropay's side by redirect, without a card. */
  onContinue(): void;
  /** Pay with the card form, on Entropay only. */
  onCard(): void;
  onClose(): void;
};

/** Spec §2, §4: the Entropay start dialog that `#/show/funding/entro` opens. */
export function EntroStartDialog({ open, canContinue, onContinue, onCard, onClose }: Props) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('entro.start_title')}
      closeLabel={t('close')}
      footer={
        <div className="dialog-actions">
          <Button variant="primary" disabled={!canContinue} onClick={onContinue}>
            {t('entro.start_continue')}
          </Button>
          <Button variant="secondary" onClick={onCard}>
            {t('entro.start_card')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      }
    >
      <FragmentText name="dialog_entro_start" lang={currentLang()}>
        <p>{t('entro.start_text')}</p>
      </FragmentText>
    </Dialog>
  );
}
