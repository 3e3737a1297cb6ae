import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { register } from '@/api/auth';
import { COUNTRIES, DEFAULT_COUNTRY_ISO, DEFAULT_CURRENCY, REGISTRATION_CURRENCIES } from '@common/countries';
import type { Lang } from '@/i18n';
import { storePromoInput } from '@/lib/promoInput';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { PasswordField } from '@/ui/PasswordField';
import { SelectField } from '@/ui/SelectField';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { loginUrl, tradingUrl } from './redirect';
import {
  countryChoices,
  hasStates,
  prefixOf,
  REGISTER_ORDER,
  registerFieldOf,
  registerRules,
  registrationPayload,
  stateChoices,
  type RegisterValues,
} from './registerForm';
import { logIn, type StartSession } from './session';
import { useGuestSubmit } from './useGuestSubmit';
import { useGuestForm } from './useGuestForm';
import { useOnline } from '@/sync/useOnline';

const INITIAL: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  // No geolocation source is configured, so the spec's default applies (§9: France if geo unknown).
  country: DEFAULT_COUNTRY_ISO,
  state: '',
  phone: '',
  currency: DEFAULT_CURRENCY,
  promo: '',
};

/** A promo link (`/{lang}/register?promo=CODE`) fills the promo field. */
function initialValues(search: string): RegisterValues {
  return { ...INITIAL, promo: new URLSearchParams(search).get('promo')?.trim() ?? '' };
}

export default function RegisterScreen({ lang, startSession }: { lang: Lang; startSession: StartSession }) {
  const t = useT();
  const titleId = useId();
  const online = useOnline();
  const initial = useMemo(() => initialValues(location.search), []);
  const form = useGuestForm({ initial, order: REGISTER_ORDER, rules: registerRules, t });
  const { busy, message, setMessage, submit } = useGuestSubmit({ validate: form.validateForSubmit, t });

  const countries = useMemo(() => countryChoices(COUNTRIES, lang), [lang]);
  const currencies = useMemo(
    () => REGISTRATION_CURRENCIES.map((code) => ({ value: code, label: `${code} — ${t(`currency.${code}`)}` })),
    [t],
  );
  const prefix = prefixOf(form.values.country);

  const onSubmit = submit(async () => {
    const payload = registrationPayload(form.values);
    const reply = await register(payload);
    if (!reply.ok) {
      const field = registerFieldOf(reply.field);
      if (field) form.serverError(field, reply.message);
      else setMessage(reply.message);
      return;
    }
    // Registered: log in straight away (spec §2); if that fails the trader logs in by hand.
    const outcome = await logIn(payload.login, payload.password);
    if (outcome.kind === 'ok') {
      await startSession(outcome.user);
      // Kept for the funding page's `add=promo`, which prefills the promo code from it. Stored after the session
      // start, whose wipe of the last person's data would otherwise forget it.
      storePromoInput(payload.promo);
      navigate(tradingUrl(lang, '/home'), { replace: true });
    } else {
      navigate(loginUrl(lang), { replace: true });
    }
  });

  return (
    <AuthCard
      titleId={titleId}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.have_account')} <Link href={`/${lang}/login`}>{t('register.login_link')}</Link>
        </>
      }
    >
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {!online && <Alert tone="warning">{t('error.offline')}</Alert>}
        {message && <Alert tone="error">{message}</Alert>}
        <div className="field-row">
          <Field {...form.field('firstName')} label={t('field.first_name')} autoComplete="given-name" required />
          <Field {...form.field('lastName')} label={t('field.last_name')} autoComplete="family-name" required />
        </div>
        <EmailField {...form.field('email')} label={t('field.email')} />
        <PasswordField
          {...form.field('password')}
          label={t('field.password')}
          hint={t('register.password_hint')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="new-password"
          required
        />
        <SelectField {...form.field('country')} label={t('field.country')} options={countries} autoComplete="country" required />
        {hasStates(form.values.country) && (
          <SelectField {...form.field('state')} label={t('field.state')} options={stateChoices(t('field.state_choose'))} autoComplete="address-level1" required />
        )}
        <Field
          {...form.field('phone')}
          label={t('field.phone')}
          hint={prefix ? t('register.phone_hint', { prefix }) : undefined}
          prefix={prefix ? `+${prefix}` : undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
        />
        <SelectField
          {...form.field('currency')}
          label={t('field.currency')}
          hint={t('register.currency_hint')}
          options={currencies}
          required
        />
        <Field
          {...form.field('promo')}
          label={t('field.promo')}
          optionalLabel={t('optional')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <p className="auth__terms">{t('register.terms')}</p>
        <Button type="submit" variant="primary" size="lg" block loading={busy} loadingLabel={t('register.submitting')}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
