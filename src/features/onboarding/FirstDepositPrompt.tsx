import type { User } from '@/api/user';
import { currentAccount } from '@/api/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { buttonClass } from '@/ui/Button';
import { depositPrompt } from './progress';
import { useHoldPopups } from '@/popups/usePopups';

const FUNDING_ROUTE = '#/show/funding';

/**
 * Above the platform on home: a new trader (or one whose account is empty) is led to the deposit first, since a
 * Call or Put from $0 can only fail. Rendered from the stored user, so it is there in the first paint (no shift).
 */
export function FirstDepositPrompt({ user }: { user: User }) {
  const t = useT();
  const account = currentAccount(user);
  const currency = account?.currency ?? user.currency;
  const balance = account?.amount ?? '0';
  const prompt = depositPrompt({ depositsTotal: user.depositsTotal, balance });
  // The guided first deposit: nothing the trader did not ask for opens over it.
  useHoldPopups(prompt !== null);
  if (!prompt) return null;
  return (
    <section className="card first-deposit" aria-labelledby="first-deposit-title">
      <h2 id="first-deposit-title">{t(prompt === 'first' ? 'onboarding.first_title' : 'onboarding.empty_title')}</h2>
      <p>{t('onboarding.deposit_text', { balance: formatMoney(balance, currency, currentLang()) })}</p>
      <a className={buttonClass('primary', 'lg', true)} href={FUNDING_ROUTE}>
        {t(prompt === 'first' ? 'onboarding.first_button' : 'onboarding.empty_button')}
      </a>
    </section>
  );
}
