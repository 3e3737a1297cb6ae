import type { User } from '@/api/user';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { onPractice } from './rules';
import { usePracticeSwitch } from './usePracticeSwitch';

/**
 * Under the top bar on every screen while the current account is virtual money: what it is, and the way back to
 * the real account. Renders from the stored user, so it shows offline too.
 */
export default function PracticeBanner({ user }: { user: User }) {
  const t = useT();
  const { busy, real, toReal } = usePracticeSwitch(user);
  if (!onPractice(user)) return null;
  return (
    <section className="practice-banner" aria-label={t('practice.title')}>
      <span>{t('practice.banner')}</span>
      {real && (
        <Button variant="secondary" loading={busy} onClick={() => void toReal()}>
          {t('practice.switch_real')}
        </Button>
      )}
    </section>
  );
}
