import { lazy, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Lang, MessageKey } from '@/i18n';
import { useT } from '@/i18n/useT';
import { QuietPart } from '@/ui/Boundary';
import { BrandMark } from '@/ui/BrandMark';
import { SkipLink } from '@/ui/SkipLink';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import LanguageSwitch from './LanguageSwitch';

// The server's copy is decoration: its chunk (with DOMPurify and SWR) is requested only after the layout and the
// form have been committed, so it never delays the form; a failure to load it — offline, chunk error, server
// error — simply leaves the aside without it.
const ServerFragment = lazy(() => import('@/content/ServerFragment'));
// The document title and the live chat: after the first paint too (GuestChrome). The update prompt is App's.
const GuestChrome = lazy(() => import('./GuestChrome'));

// The copyright year, read once per page load (render must stay pure).
const YEAR = new Date().getFullYear();

type CopyPage = 'guest-login' | 'guest-register' | 'guest-forgot' | 'guest-contact';

const LINKS: readonly { page: CopyPage; path: string; label: MessageKey }[] = [
  { page: 'guest-login', path: 'login', label: 'guest.login' },
  { page: 'guest-register', path: 'register', label: 'guest.register' },
  { page: 'guest-forgot', path: 'forgot', label: 'guest.forgot' },
  { page: 'guest-contact', path: 'contact', label: 'guest.contact' },
];

/** The frame of the guest screens: brand and language, the form card, the server's copy, links and risk warning. */
export default function GuestLayout({ lang, copyPage, children }: { lang: Lang; copyPage: CopyPage; children: ReactNode }) {
  const t = useT();
  const showCopy = useAfterFirstPaint();
  const screen = LINKS.find((link) => link.page === copyPage);
  return (
    <div className="guest">
      <SkipLink />
      <header className="guest__header">
        <Link className="brand" href={`/${lang}/login`}>
          <BrandMark name={t('app.name')} />
        </Link>
        {/* The live chat's button sits in the header, beside the language: floating over the page it covered the
            form's fields and hints on a phone. It arrives after the first paint, on the language's left, so nothing
            that is already painted moves. */}
        <div className="guest__header-end">
          {showCopy && (
            <QuietPart>
              <GuestChrome screen={screen ? t(screen.label) : null} lang={lang} />
            </QuietPart>
          )}
          <LanguageSwitch lang={lang} />
        </div>
      </header>
      <main className="guest__main" id="main">
        <div className="guest__card">{children}</div>
        <aside className="guest__aside" aria-label={t('app.tagline')}>
          {showCopy && (
            <QuietPart>
              <ServerFragment kind="pg" name={copyPage} lang={lang} quietOnError />
            </QuietPart>
          )}
        </aside>
      </main>
      <footer className="guest__footer">
        <nav className="guest__links" aria-label={t('guest.nav')}>
          {LINKS.map((link) => (
            <Link key={link.page} href={`/${lang}/${link.path}`} aria-current={link.page === copyPage ? 'page' : undefined}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <div className="stack stack--sm">
          <p>{t('guest.risk')}</p>
          <p>{t('guest.rights', { year: YEAR })}</p>
        </div>
      </footer>
    </div>
  );
}
