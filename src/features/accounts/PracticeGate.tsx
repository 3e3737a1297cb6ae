import type { User } from '@/api/user';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { usePracticeSwitch } from './usePracticeSwitch';

/**
 * In place of the deposit or withdrawal screen while the current account is virtual money: why there is nothing to
 * do here, and the real account to switch to (the server refuses these calls on practice as well).
 */
export default function PracticeGate({ user, what }: { user: User; what: 'deposit' | 'withdrawal' }) {
  const t = useT();
  const { busy, real, toReal } = usePracticeSwitch(user);
  return (
    <section className="card stack" aria-labelledby="practice-gate-title">
      <h1 id="practice-gate-title">{t(what === 'deposit' ? 'practice.no_deposit_title' : 'practice.no_withdrawal_title')}</h1>
      <p>{t(what === 'deposit' ? 'practice.no_deposit' : 'practice.no_withdrawal')}</p>
      {real && (
        <div>
          <Button variant="primary" loading={busy} onClick={() => void toReal()}>
            {t('practice.switch_real')}
          </Button>
        </div>
      )}
    </section>
  );
}
