import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { saveCard, triggerCards, type SavedCard } from '@/api/card';
import { isApiError } from '@/api/http';
import { useLocation } from 'wouter';
import { COUNTRIES } from '@/data/countries';
import { db } from '@/db/database';
import { useCurrentUser } from '@/db/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { checkCardForm, defaultExpiry, detectCard, type CardForm } from '@/lib/card';
import { bonusAmount, checkDepositAmount, minimumDeposit, sliderStops, tierOf } from '@/lib/deposit';
import { formatMoney } from '@/lib/money';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { toast } from '@/ui/toast';
import type { Notice } from './cascade.machine';
import { cardDataOf, expiryYears, formatCardInput, MONTHS } from './cardForm';
import { parseListenRoute } from './listenRoute';
import type { PaymentRequest } from './types';
import { useCardDeposit } from './useCardDeposit';
import { useOnline } from '@/sync/useOnline';

const BRAND_LABEL: Readonly<Record<string, string>> = {
  visa: 'Visa',
  visa_electron: 'Visa Electron',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  laser: 'Laser',
  discover: 'Discover',
};

type Errors = Partial<Record<keyof CardForm | 'form', string>>;

/** Asks the funding page (another island) to show a tab, e.g. bitcoin after a decline. */
function showTab(tab: string): void {
  window.dispatchEvent(new CustomEvent('funding:tab', { detail: tab }));
}

/** Tells the funding page (another island) whether the quick top-up may charge the card on file. */
function announceCanLoad(canLoad: boolean): void {
  window.dispatchEvent(new CustomEvent('funding:can_load', { detail: canLoad }));
}

/** Widget `card-deposit`: the card form and the deposit through the processor cascade (spec §4, §5). */
export default function CardDeposit() {
  const t = useT();
  const lang = currentLang();
  const user = useCurrentUser();
  const online = useOnline();
  const [location] = useLocation();
  const last = useLiveQuery(() => db.lastPayment.get('last'), []);
  // The page's "today", fixed when it opens: the expiry defaults and the year list derive from it.
  const [now] = useState(() => new Date());
  const [form, setForm] = useState<CardForm>(() => ({ number: '', cvv: '', holder: '', country: '', currency: '', ...defaultExpiry(now) }));
  const [errors, setErrors] = useState<Errors>({});
  const [pin, setPin] = useState('');
  const [remember, setRemember] = useState(false);
  const [saved, setSaved] = useState<SavedCard | null>(null);
  const returned = parseListenRoute(location);
  // Spec §2: `#/show/funding/entro` starts the Entropay flow (start dialog, then the PIN/cvv dialog).
  const [entro, setEntro] = useState<'offer' | 'chosen' | null>(() => (/^\/show\/[^/]+\/entro\/?$/.test(location) ? 'offer' : null));

  // Spec §7 triggers/cards, asked once on open: the card on file (never its number) and can_load.
  useEffect(() => {
    let live = true;
    triggerCards().then(
      (reply) => {
        if (!live || !reply.ok) return;
        if (reply.value.card) setSaved(reply.value.card);
        announceCanLoad(reply.value.canLoad);
      },
      () => undefined, // offline or signed out: the form works without the card on file
    );
    return () => {
      live = false;
    };
  }, []);

  const notify = useCallback(
    (notice: Notice, message?: string) => {
      switch (notice) {
        case 'network':
          toast.error(t('deposit.network_error'));
          return;
        case 'approved':
          toast.success(t('payment.success'));
          return;
        case 'declined':
        case 'exhausted':
          return; // the payment-declined modal says it
        case 'need_card':
          toast.info(message ?? t('deposit.need_card'));
          return;
      }
    },
    [t],
  );
  const wait = useCallback(() => toast.info(t('deposit.wait')), [t]);
  const { state, runner } = useCardDeposit({
    userCascade: user?.cascade ?? '',
    country: user?.country ?? '',
    returnedProcessor: returned?.processor ?? null,
    returnedTransaction: returned?.transactionId ?? null,
    notify,
    wait,
  });

  if (!user) return null;
  const account = user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0];
  const currency = account?.currency ?? user.currency;
  const minimum = minimumDeposit(user.min_deposit, currency);
  const stops = sliderStops(minimum, currency);
  const amount = last && last.currency === currency ? last.amount : String(minimum);
  const fixed = last?.fixed ?? false;
  const bonus = bonusAmount(Number(amount), tierOf(Number(amount), stops), { bonus: last?.bonus ?? true, fixed });
  const request: PaymentRequest = { amount, bonus, fixed, currency };
  const info = detectCard(form.number);
  const phase = state?.phase ?? 'idle';
  const busy = phase === 'paying' || phase === 'checking' || phase === 'listening' || phase === 'redirecting';
  const values: CardForm = { ...form, country: form.country || user.country || 'FR', currency: form.currency || currency };

  const set = (name: keyof CardForm) => (value: string) => setForm((previous) => ({ ...previous, [name]: value }));

  const validate = (): boolean => {
    const amountProblem = checkDepositAmount(amount, minimum, 'fiat');
    if (amountProblem) {
      setErrors({ form: t('deposit.wrong_amount_min', { min: minimum }) });
      return false;
    }
    const problem = checkCardForm(values, now);
    if (!problem) {
      setErrors({});
      return true;
    }
    switch (problem.kind) {
      case 'required':
        setErrors({ [problem.field]: t('card.required'), form: t('card.required') });
        return false;
      case 'type':
        setErrors({ number: t('card.invalid_type') });
        return false;
      case 'length':
        setErrors({ number: t('card.valid_length', { lengths: problem.lengths.length <= 2 ? problem.lengths.join(` ${t('card.or')} `) : `${problem.lengths[0]}–${problem.lengths.at(-1)}` }) });
        return false;
      case 'expired':
        setErrors({ month: t('card.expired') });
        return false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || busy || state === null || !validate()) return;
    const card = cardDataOf(values);
    if (remember) {
      // Spec §7 /api/card/save: the page keeps only what the server answers (brand, last 4, expiry).
      saveCard({ cnu: card.number, emm: card.month, eyy: card.year, fn: card.firstName, ln: card.lastName, cu: card.country, cur: values.currency }).then(
        (reply) => (reply.ok ? setSaved(reply.value) : toast.error(reply.message)),
        (error: unknown) => {
          if (!isApiError(error, 'auth')) toast.error(t('auth.server_error'));
        },
      );
    }
    if (phase === 'needCard') runner.carryOn(card);
    else runner.start(request, card, entro === 'chosen' ? ['ENTROPAY'] : undefined);
    // The CVV is not needed again by this page; the number stays only until the deposit ends.
    setForm((previous) => ({ ...previous, cvv: '' }));
  };

  const status = (() => {
    switch (phase) {
      case 'paying':
        return t('deposit.status_paying');
      case 'checking':
        return t('deposit.status_checking');
      case 'listening':
        return t('deposit.status_listening');
      case 'redirecting':
        return t('deposit.status_redirecting');
      case 'idle':
      case 'dialog':
      case 'needCard':
      case 'approved':
      case 'declined':
        return null;
    }
  })();

  return (
    <section className="card-deposit" aria-labelledby="card-deposit-title">
      <h2 id="card-deposit-title" className="card-deposit__title">
        {t('card.title')}
      </h2>
      <p className="card-deposit__summary">
        {t('deposit.summary', { amount: formatMoney(amount, currency, lang) })}
        {bonus !== '0.00' && <span className="badge badge--bonus">{t('deposit.summary_bonus', { bonus: formatMoney(bonus, currency, lang) })}</span>}
      </p>

      {saved && (
        <div className="card-form__saved">
          <p className="muted card-form__note" role="status">
            {t('card.saved', { brand: BRAND_LABEL[saved.brand] ?? saved.brand, last4: saved.last4, month: saved.emm, year: saved.eyy })}
          </p>
          {/* Only the expiry can be offered: the number is never kept, so the trader types it again. */}
          <Button variant="ghost" onClick={() => setForm((previous) => ({ ...previous, month: saved.emm, year: saved.eyy }))}>
            {t('card.saved_use')}
          </Button>
        </div>
      )}
      {phase === 'approved' && (
        <div className="stack">
          <Alert tone="success" title={t('payment.success')} />
          <Button
            variant="secondary"
            onClick={() => {
              setForm((previous) => ({ ...previous, number: '', cvv: '' }));
              runner.dismiss();
            }}
          >
            {t('deposit.another')}
          </Button>
        </div>
      )}
      {phase === 'needCard' && <Alert tone="warning">{t('deposit.need_card')}</Alert>}
      {status && (
        <div className="deposit-status" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{status}</span>
        </div>
      )}

      {phase !== 'approved' && (
        <form className="card-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
          <Field
            label={t('card.number')}
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            value={form.number}
            onChange={(event) => set('number')(formatCardInput(event.target.value))}
            error={errors.number}
            disabled={busy}
            action={
              info.brand ? (
                <span className={`card-brand card-brand--${info.brand}`} aria-live="polite">
                  {BRAND_LABEL[info.brand]}
                </span>
              ) : undefined
            }
            hint={info.issuerFlag ? t('card.issuer_flag') : undefined}
          />
          <div className="card-form__row">
            <SelectField
              label={t('card.month')}
              name="cc-exp-month"
              autoComplete="cc-exp-month"
              options={MONTHS.map((month) => ({ value: month, label: month }))}
              value={form.month}
              onChange={(event) => set('month')(event.target.value)}
              error={errors.month}
              disabled={busy}
            />
            <SelectField
              label={t('card.year')}
              name="cc-exp-year"
              autoComplete="cc-exp-year"
              options={expiryYears(now).map((year) => ({ value: year, label: year }))}
              value={form.year}
              onChange={(event) => set('year')(event.target.value)}
              error={errors.year}
              disabled={busy}
            />
            <Field
              label={t('card.cvv')}
              name="cvc"
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={form.cvv}
              onChange={(event) => set('cvv')(event.target.value.replace(/\D/g, ''))}
              error={errors.cvv}
              disabled={busy}
            />
          </div>
          <Field
            label={t('card.holder')}
            name="ccname"
            autoComplete="cc-name"
            value={form.holder}
            onChange={(event) => set('holder')(event.target.value)}
            error={errors.holder}
            disabled={busy}
          />
          <div className="card-form__row card-form__row--two">
            <SelectField
              label={t('card.country')}
              name="country"
              options={COUNTRIES.map((country) => ({ value: country.iso, label: country.name }))}
              value={values.country}
              onChange={(event) => set('country')(event.target.value)}
              disabled={busy}
            />
            <SelectField
              label={t('card.currency')}
              name="currency"
              options={user.balances.map((balance) => ({ value: balance.currency, label: balance.currency })).filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index)}
              value={values.currency}
              onChange={(event) => set('currency')(event.target.value)}
              disabled={busy}
            />
          </div>
          <label className="check">
            <input type="checkbox" checked={remember} disabled={busy} onChange={(event) => setRemember(event.target.checked)} />
            <span>{t('card.remember')}</span>
          </label>
          {errors.form && !errors.number && (
            <p className="field__error" role="alert">
              {errors.form}
            </p>
          )}
          {!online && <Alert tone="warning">{t('deposit.offline')}</Alert>}
          {/* Until the stored deposit is read (state null) a click could race a deposit under way: wait. */}
          <Button type="submit" variant="primary" size="lg" block disabled={!online || state === null} loading={busy} loadingLabel={t('deposit.processing')}>
            {phase === 'needCard' ? t('deposit.continue') : t('deposit.submit', { amount: formatMoney(amount, currency, lang) })}
          </Button>
          <p className="muted card-form__note">{t('card.never_stored')}</p>
        </form>
      )}

      <Dialog
        open={entro === 'offer'}
        onClose={() => setEntro(null)}
        title={t('entro.start_title')}
        closeLabel={t('close')}
        footer={
          <div className="dialog-actions">
            <Button
              variant="primary"
              disabled={!online || state === null || busy}
              onClick={() => {
                setEntro(null);
                runner.startRedirect(request, 'ENTROPAY');
              }}
            >
              {t('entro.start_continue')}
            </Button>
            <Button variant="secondary" onClick={() => setEntro('chosen')}>
              {t('entro.start_card')}
            </Button>
            <Button variant="ghost" onClick={() => setEntro(null)}>
              {t('cancel')}
            </Button>
          </div>
        }
      >
        <p>{t('entro.start_text')}</p>
      </Dialog>

      <Dialog
        open={phase === 'declined'}
        onClose={() => runner.dismiss()}
        title={t('declined.title')}
        closeLabel={t('close')}
        footer={
          state?.phase === 'declined' ? (
            <div className="dialog-actions">
              <Button variant="primary" onClick={() => runner.dismiss()}>
                {t('declined.retry')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  runner.dismiss();
                  showTab('bitcoin');
                }}
              >
                {t('declined.bitcoin')}
              </Button>
              {state.canContinue && (
                <Button variant="ghost" onClick={() => runner.carryOn(null)}>
                  {t('declined.another')}
                </Button>
              )}
            </div>
          ) : undefined
        }
      >
        <p>{state?.phase === 'declined' ? state.message || t('payment.error') : null}</p>
        {state?.phase === 'declined' && state.exhausted && <p className="muted">{t('declined.exhausted')}</p>}
      </Dialog>

      <Dialog
        open={state?.phase === 'dialog' && state.modal === 'modal_honor'}
        onClose={() => runner.dismiss()}
        title={t('honor.title')}
        closeLabel={t('close')}
        footer={
          <Button variant="primary" onClick={() => runner.dismiss()}>
            {t('ok')}
          </Button>
        }
      >
        <p>{t('honor.text')}</p>
      </Dialog>

      <Dialog
        open={state?.phase === 'dialog' && state.modal !== 'modal_honor'}
        onClose={() => runner.dismiss()}
        title={t('entro.pin_title')}
        closeLabel={t('close')}
      >
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (pin.trim().length < 3) return;
            runner.answer(pin.trim());
            setPin('');
          }}
        >
          <Field
            label={t('entro.cvv')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            error={pin !== '' && pin.length < 3 ? t('entro.fill_cvv') : null}
          />
          <Button type="submit" variant="primary">
            {t('confirm')}
          </Button>
        </form>
      </Dialog>
    </section>
  );
}
