import type { MessageKey } from '@/i18n';
import { isValidatePage } from '../guards';

export type NavItem = { readonly href: string; readonly label: MessageKey; readonly current: (route: string) => boolean };

const startsWith = (prefix: string) => (route: string) => route.startsWith(prefix);
const is = (target: string) => (route: string) => route === target;

const HOME: NavItem = { href: '/home', label: 'nav.home', current: is('/home') };
const DEPOSIT: NavItem = { href: '/show/funding', label: 'nav.deposit', current: startsWith('/show/funding') };
const HISTORY: NavItem = { href: '/show/history', label: 'nav.history', current: is('/show/history') };

/** Every screen of the signed-in app; `current` also names the screen in the document title. */
export const NAV: readonly NavItem[] = [
  HOME,
  DEPOSIT,
  { href: '/show/withdrawal', label: 'nav.withdraw', current: startsWith('/show/withdrawal') },
  HISTORY,
  { href: '/show/reports', label: 'nav.reports', current: is('/show/reports') },
  { href: '/show/support', label: 'nav.support', current: startsWith('/show/support') },
  { href: '/show/contest', label: 'nav.tournaments', current: is('/show/contest') },
  { href: '/show/affiliate', label: 'nav.affiliate', current: is('/show/affiliate') },
  { href: '/show/news', label: 'nav.news', current: startsWith('/show/news') },
  { href: '/show/calendar', label: 'nav.calendar', current: is('/show/calendar') },
  { href: '/show/personal', label: 'nav.verification', current: is('/show/personal') },
  { href: '/show/security', label: 'nav.security', current: is('/show/security') },
  { href: '/show/settings', label: 'nav.settings', current: is('/show/settings') },
];

/** The phone's bottom tab bar: the three places a trader goes most, within thumb reach ("More" opens the rest). */
export const TABS: readonly NavItem[] = [{ ...HOME, label: 'nav.trading' }, DEPOSIT, HISTORY];

/** What the document title calls the screen at this hash route (null: the app name alone). */
export function screenTitle(route: string): MessageKey | null {
  if (isValidatePage(route)) return 'validate.title';
  if (route === '/show/personal') return 'personal.title';
  return NAV.find((item) => item.current(route))?.label ?? null;
}

/** Is the current screen one that only the "More" sheet lists (so the tab bar marks "More" as where we are)? */
export function isBeyondTabs(route: string): boolean {
  return !TABS.some((tab) => tab.current(route)) && NAV.some((item) => item.current(route));
}
