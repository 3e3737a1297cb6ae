import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '@/i18n/useT';
import { Backdrop } from '@/ui/Backdrop';

import { isBeyondTabs, NAV, TABS } from './nav';
import { ChartIcon, ClockIcon, MenuIcon, WalletIcon } from './tabIcons';
import { useRouteMenu } from './useRouteMenu';

const TAB_ICONS = [ChartIcon, WalletIcon, ClockIcon] as const;

/**
 * The app's navigation. Desktop: the full list under the top bar (the tab bar is hidden). Phones: a bottom tab bar
 * (Trade, Deposit, History, More) within thumb reach; "More" opens the full list as a sheet above it. The list comes
 * after the tab bar in the DOM so that Tab from "More" walks into the open sheet.
 */
export default function NavDock() {
  const t = useT();
  const { open, setOpen, root, location } = useRouteMenu<HTMLDivElement>();
  const sheetId = useId();

  return (
    <div className="nav-dock" ref={root}>
      {open && <Backdrop layer="dock" onClose={() => setOpen(false)} />}
      <nav className="tabbar" aria-label={t('nav.tabs')}>
        {TABS.map((item, index) => {
          const TabIcon = TAB_ICONS[index] ?? ChartIcon;
          return (
            <Link key={item.href} href={item.href} className="tabbar__item" aria-current={item.current(location) ? 'page' : undefined}>
              <TabIcon size={22} />
              <span>{t(item.label)}</span>
            </Link>
          );
        })}
        <button
          type="button"
          className="tabbar__item"
          aria-expanded={open}
          aria-controls={sheetId}
          data-current={isBeyondTabs(location) || undefined}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon size={22} />
          <span>{t('nav.more')}</span>
        </button>
      </nav>
      <nav id={sheetId} className={open ? 'nav nav--open' : 'nav'} aria-label={t('nav.label')}>
        {NAV.map((item) => (
          <Link key={item.href} href={item.href} className="nav__link" aria-current={item.current(location) ? 'page' : undefined}>
            {t(item.label)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
