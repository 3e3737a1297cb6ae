import { useEffect, useRef, useState, type FormEvent } from 'react';
import { applyPromo, triggerPromo } from '@/api/funding';
import { isApiError } from '@/api/http';
import { forgetPromoInput, readPromoInput, storePromoInput } from '@/lib/promoInput';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { toast } from '@/ui/toast';
import { refreshExtraBonus } from '@/money/useExtraBonus';

type Props = {
  /** Fill the field from the stored input (spec §2 `add=promo`), then scroll to the deposit line and focus it. */
  prefill: boolean;
  /** The server accepted the code (the promo screen shows its message where it stays). */
  onApplied?(message: string): void;
};

/** Promo code entry (spec §5 promo non-empty → promo.invalid; §9 promo toast 5 s). */
export function PromoEntry({ prefill, onApplied }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(() => (prefill ? readPromoInput() : ''));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!prefill) return;
    // Spec §2: `add=promo` scrolls to the deposit line.
    document.getElementById('deposit-line')?.scrollIntoView({ block: 'start' });
    input.current?.focus({ preventScroll: true });
  }, [prefill]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('promo.invalid'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const reply = await applyPromo(code.trim());
      if (reply.ok) {
        // Used: a later `add=promo` link must not offer it again.
        forgetPromoInput();
        toast.success(reply.value.message, { duration: 5000 });
        // Spec §7 triggers/promo: the server hears that a code was applied; nothing waits for its answer.
        triggerPromo(code.trim()).catch(() => undefined);
        refreshExtraBonus();
        onApplied?.(reply.value.message);
      }
      else setError(reply.message);
    } catch (failure) {
      if (!isApiError(failure, 'auth')) setError(t('auth.server_error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="promo" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field ref={input} label={t('field.promo')} name="promo" autoComplete="off" value={code} onChange={(event) => {
          setCode(event.target.value);
          storePromoInput(event.target.value);
        }} error={error} />
      <Button type="submit" variant="secondary" loading={sending}>
        {t('promo.apply')}
      </Button>
    </form>
  );
}
