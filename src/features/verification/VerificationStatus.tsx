import { useCurrentUser } from '@/db/currentUser';
import { useT } from '@/i18n/useT';

/** Widget `verification-status`: where the trader stands with identity verification. */
export default function VerificationStatus() {
  const t = useT();
  const user = useCurrentUser();
  if (!user) return null;
  const full = user.verification === 'Full';
  return (
    <div className={`verification verification--${full ? 'full' : 'partial'}`}>
      <span className="verification__icon" aria-hidden="true">
        {full ? '✓' : '!'}
      </span>
      <div>
        <p className="verification__title">
          {/* Not verified: the banner leads to where it is done (spec §2 personal info and verification). */}
          {full ? t('verification.full') : <a href="#/show/personal">{t('verification.partial')}</a>}
        </p>
        <p className="muted">{t(full ? 'verification.full_text' : 'verification.partial_text')}</p>
      </div>
    </div>
  );
}
