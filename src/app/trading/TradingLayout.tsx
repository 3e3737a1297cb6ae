import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '@/api/user';
import type { Lang, MessageKey } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import NotificationsMenu from '@/features/notifications/NotificationsMenu';
import AccountsMenu from '@/features/accounts/AccountsMenu';
import CallMenu from '@/features/calls/CallMenu';
import { isValidatePage } from '../guards';
import LanguageSwitch from '../layouts/LanguageSwitch';
import { logout } from '../session';
import { useDocumentTitle } from '../useDocumentTitle';
import { useOnline } from '@/sync/useOnline';

/** The layout's in-app navigation; `current` also names the screen in the document title. */
const NAV: readonly { href: string; label: MessageKey; current: (route: string) => boolean }[] = [
  { href: '/home', label: 'nav.home', current: (route) => route === '/home' },
  { href: '/show/funding', label: 'nav.deposit', current: (route) => route.startsWith('/show/funding') },
  { href: '/show/withdrawal', label: 'nav.withdraw', current: (route) => route.startsWith('/show/withdrawal') },
  { href: '/show/history', label: 'nav.history', current: (route) => route === '/show/history' },
  { href: '/show/reports', label: 'nav.reports', current: (route) => route === '/show/reports' },
  { href: '/show/support', label: 'nav.support', current: (route) => route.startsWith('/show/support') },
  { href: '/show/contest', label: 'nav.tournaments', current: (route) => route === '/show/contest' },
  { href: '/show/affiliate', label: 'nav.affiliate', current: (route) => route === '/show/affiliate' },
  { href: '/show/news', label: 'nav.news', current: (route) => route.startsWith('/show/news') },
  { href: '/show/calendar', label: 'nav.calendar', current: (route) => route === '/show/calendar' },
  { href: '/show/personal', label: 'nav.verification', current: (route) => route === '/show/personal' },
  { href: '/show/security', label: 'nav.security', current: (route) => route === '/show/security' },
];

/** What the document title calls the screen at this hash route (null: the app name alone). */
function screenTitle(route: string): MessageKey | null {
  if (isValidatePage(route)) return 'validate.title';
  if (route === '/show/personal') return 'personal.title';
  return NAV.find((item) => item.current(route))?.label ?? null;
}

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
  const titleKey = screenTitle(location);
  useDocumentTitle(titleKey ? t(titleKey) : null);

  const onLogout = () => {
    setLeaving(true);
    void logout(lang);
  };

  return (
    <div className="app-shell">
      <header className="topbar">
        <a className="brand" href={`/${lang}/trading#/home`} aria-label={t('brand.home_link')}>
          <img src="/icons/icon-192.png" alt="" width="28" height="28" />
          <span className="brand__name">{t('app.name')}</span>
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
          <CallMenu phone={user.phone} online={online} />
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
        {NAV.map((item) => (
          <Link key={item.href} href={item.href} className="nav__link" aria-current={item.current(location) ? 'page' : undefined}>
            {t(item.label)}
          </Link>
        ))}
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
