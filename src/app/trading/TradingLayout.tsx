import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '@/api/user';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import NotificationsMenu from '@/features/notifications/NotificationsMenu';
import AccountsMenu from '@/features/accounts/AccountsMenu';
import LanguageSwitch from '../layouts/LanguageSwitch';
import { logout } from '../session';
import { useOnline } from '@/sync/useOnline';

function currentBalance(user: User) {
  return user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0] ?? null;
}

/** The signed-in frame: brand, balance, connection state, language, logout; navigation; the routed page. */
export default function TradingLayout({ user, lang, children }: { user: User; lang: Lang; children: ReactNode }) {
  const t = useT();
  const online = useOnline();
  const [location] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const balance = currentBalance(user);

  const onLogout = () => {
    setLeaving(true);
    void logout(lang);
  };

  return (
    <div className="app-shell">
      <header className="topbar">
        <a className="brand" href={`/${lang}/trading#/home`} aria-label={t('brand.home_link')}>
          <img src="/icons/icon-192.png" alt="" width="28" height="28" />
          <span className="brand__name">Trader</span>
        </a>
        <output className="balance" aria-label={t('layout.balance')}>
          <span className="balance__label" aria-hidden="true">
            {t('layout.balance')}
          </span>
          <span className="balance__amount">{balance ? formatMoney(balance.amount, balance.currency, lang) : '—'}</span>
          {balance?.type === 'demo' && <span className="badge">{t('layout.demo')}</span>}
        </output>
        <AccountsMenu user={user} />
        <div className="topbar__actions">
          <span className={`connection connection--${online ? 'online' : 'offline'}`} role="status">
            <span className="connection__dot" aria-hidden="true" />
            <span className="connection__text">{t(online ? 'layout.online' : 'layout.offline')}</span>
          </span>
          <NotificationsMenu online={online} lang={lang} />
          <LanguageSwitch lang={lang} />
          <button type="button" className="btn btn--ghost" onClick={onLogout} disabled={leaving} aria-busy={leaving}>
            {t('layout.logout')}
          </button>
        </div>
      </header>
      {!online && (
        <p className="offline-banner" role="status">
          {t('layout.offline_banner')}
        </p>
      )}
      <nav className="nav" aria-label={t('nav.label')}>
        <Link href="/home" className="nav__link" aria-current={location === '/home' ? 'page' : undefined}>
          {t('nav.home')}
        </Link>
        <Link href="/show/funding" className="nav__link" aria-current={location.startsWith('/show/funding') ? 'page' : undefined}>
          {t('nav.deposit')}
        </Link>
        <Link href="/show/history" className="nav__link" aria-current={location === '/show/history' ? 'page' : undefined}>
          {t('nav.history')}
        </Link>
        <Link href="/show/reports" className="nav__link" aria-current={location === '/show/reports' ? 'page' : undefined}>
          {t('nav.reports')}
        </Link>
        <a className="nav__link" href={`/${lang}/contact`}>
          {t('nav.support')}
        </a>
      </nav>
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
