import type { FormEvent } from 'react';
import { COUNTRIES } from '@common/countries';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { detectCard, type CardForm } from '@common/card';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { BRAND_LABEL } from '@common/card-brands';
import type { CardErrors } from './cardErrors';
import { expiryYears, formatCardInput, MONTHS } from './cardForm';
import { countryName } from '@/lib/countryName';

type Props = {
  /** What the trader typed. */
  form: CardForm;
  /** The form with its defaults filled in (country, currency): what the selects show and what is sent. */
  values: CardForm;
  errors: CardErrors;
  onChange(name: keyof CardForm, value: string): void;
  remember: boolean;
  onRemember(remember: boolean): void;
  onSubmit(event: FormEvent): void;
  /** The page's "today": the expiry years start there. */
  now: Date;
  busy: boolean;
  online: boolean;
  /** The stored deposit has been read, so a submit cannot race one under way. */
  ready: boolean;
  /** The cascade waits for another card: the button carries on instead of starting. */
  needCard: boolean;
  submitLabel: string;
};

/** The card form's fields and submit button (spec §5); state and validation belong to the caller. */
export function CardFields({ form, values, errors, onChange, remember, onRemember, onSubmit, now, busy, online, ready, needCard, submitLabel }: Props) {
  const t = useT();
  const lang = currentLang();
  const info = detectCard(form.number);
  return (
    <form className="card-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <Field
        label={t('card.number')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={form.number}
        onChange={(event) => onChange('number', formatCardInput(event.target.value))}
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
      <div className="card-form__row card-form__row--expiry">
        <SelectField
          label={t('card.month')}
          name="cc-exp-month"
          autoComplete="cc-exp-month"
          options={MONTHS.map((month) => ({ value: month, label: month }))}
          value={form.month}
          onChange={(event) => onChange('month', event.target.value)}
          error={errors.month}
          disabled={busy}
        />
        <SelectField
          label={t('card.year')}
          name="cc-exp-year"
          autoComplete="cc-exp-year"
          options={expiryYears(now).map((year) => ({ value: year, label: year }))}
          value={form.year}
          onChange={(event) => onChange('year', event.target.value)}
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
          onChange={(event) => onChange('cvv', event.target.value.replace(/\D/g, ''))}
          error={errors.cvv}
          disabled={busy}
        />
      </div>
      <Field
        label={t('card.holder')}
        name="ccname"
        autoComplete="cc-name"
        value={form.holder}
        onChange={(event) => onChange('holder', event.target.value)}
        error={errors.holder}
        disabled={busy}
      />
      <SelectField
        label={t('card.country')}
        name="country"
        options={COUNTRIES.map((country) => ({ value: country.iso, label: countryName(country.iso, country.name, lang) }))}
        value={values.country}
        onChange={(event) => onChange('country', event.target.value)}
        disabled={busy}
      />
      <label className="check">
        <input type="checkbox" checked={remember} disabled={busy} onChange={(event) => onRemember(event.target.checked)} />
        <span>{t('card.remember')}</span>
      </label>
      {errors.form && !errors.number && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      {!online && <Alert tone="warning">{t('deposit.offline')}</Alert>}
      {/* Until the stored deposit is read (not ready) a click could race a deposit under way: wait. */}
      <Button type="submit" variant="primary" size="lg" block disabled={!online || !ready} loading={busy} loadingLabel={t('deposit.processing')}>
        {needCard ? t('deposit.continue') : submitLabel}
      </Button>
      {/* The deposit credits the current account, so it is charged in that account's currency (the server refuses
          any other): a currency choice here would change nothing. Another currency means switching account.
          Said below the button: it informs, it asks nothing. */}
      <p className="muted card-form__note">{t('card.charged_in', { currency: values.currency })}</p>
      <p className="muted card-form__note">{t('card.never_stored')}</p>
    </form>
  );
}
