import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '@/api/user';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import NotificationsMenu from '@/features/notifications/NotificationsMenu';
import AccountsMenu from '@/features/accounts/AccountsMenu';
import PracticeBanner from '@/features/accounts/PracticeBanner';
import CallMenu from '@/features/calls/CallMenu';
import LanguageSwitch from '../layouts/LanguageSwitch';
import { logout } from '../session';
import { useOnline } from '@/sync/useOnline';
import { SkipLink } from '@/ui/SkipLink';
import AccountMenu from './AccountMenu';
import BalancePill from './BalancePill';
import NavDock from './NavDock';
import { PlusIcon } from './tabIcons';

/**
 * The signed-in frame. Phones: one compact top bar (brand, balance, Deposit, bell, account menu) and a bottom tab
 * bar; desktop: the same top bar with the account's controls laid out in it and the full navigation under it.
 */
export default function TradingLayout({ user, lang, children }: { user: User; lang: Lang; children: ReactNode }) {
  const t = useT();
  const online = useOnline();
  // No route here: a change of screen re-renders the tabs (NavDock) and the screens (TradingRoutes), not the top bar.
  const [leaving, setLeaving] = useState(false);

  const onLogout = () => {
    setLeaving(true);
    void logout(lang);
  };

  return (
    <div className="app-shell app-shell--docked">
      <SkipLink />
      <header className="topbar">
        <a className="brand" href={`/${lang}/trading#/home`} aria-label={t('brand.home_link')}>
          <img src="/icons/icon-192.png" alt="" width="28" height="28" />
          <span className="brand__name">{t('app.name')}</span>
        </a>
        <BalancePill user={user} lang={lang} />
        {/* On a phone the plus alone stands for "Deposit" (still its name), so the balance keeps its room. */}
        <Link href="/show/funding" className="btn btn--primary btn--sm topbar__deposit">
          <PlusIcon size={18} aria-hidden="true" />
          <span className="topbar__deposit-text">{t('nav.deposit')}</span>
        </Link>
        <div className="topbar__actions">
          <span className={`connection connection--${online ? 'online' : 'offline'}`} role="status">
            <span className="connection__dot" aria-hidden="true" />
            <span className="connection__text">{t(online ? 'layout.online' : 'layout.offline')}</span>
          </span>
          <NotificationsMenu online={online} lang={lang} />
          <AccountMenu user={user}>
            <AccountsMenu user={user} />
            <CallMenu phone={user.phone} online={online} />
            <LanguageSwitch lang={lang} />
            <button type="button" className="btn btn--ghost" onClick={onLogout} disabled={leaving} aria-busy={leaving}>
              {t('layout.logout')}
            </button>
          </AccountMenu>
        </div>
      </header>
      <PracticeBanner user={user} />
      {!online && (
        <p className="offline-banner" role="status">
          {t('layout.offline_banner')}
        </p>
      )}
      <NavDock />
      <main className="main" id="main">
        {children}
      </main>
      <footer className="footer muted">
        <span>
          {user.firstName} {user.lastName} · {user.email}
        </span>
      </footer>
    </div>
  );
}
