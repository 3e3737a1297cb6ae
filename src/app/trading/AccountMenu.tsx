import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '@/api/user';
import { useT } from '@/i18n/useT';
import { useRouteMenu } from './useRouteMenu';

function initials(user: User): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/**
 * Phones: the account's controls (accounts, call-back, language, verification, security, log out) behind one button
 * in the compact top bar. Desktop: the button is hidden and the same controls sit in the top bar (the panel is laid
 * out inline), so there is one copy of each control in the page.
 */
export default function AccountMenu({ user, children }: { user: User; children: ReactNode }) {
  const t = useT();
  const { open, setOpen, root } = useRouteMenu<HTMLDivElement>();
  const panelId = useId();

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {/* The name starts with the initials the button shows (speech input users say what they see). */}
        <span>{initials(user)}</span>
        <span className="sr-only"> {t('layout.account_menu')}</span>
      </button>
      <div id={panelId} className={open ? 'account-menu__panel account-menu__panel--open' : 'account-menu__panel'}>
        <p className="account-menu__who">
          <strong>
            {user.firstName} {user.lastName}
          </strong>
          <span className="muted">{user.email}</span>
        </p>
        <ul className="account-menu__links">
          <li>
            <Link href="/show/personal">{t('nav.verification')}</Link>
          </li>
          <li>
            <Link href="/show/security">{t('nav.security')}</Link>
          </li>
        </ul>
        {children}
      </div>
    </div>
  );
}
