import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { setLanguage } from '@/api/language';
import type { User } from '@/api/user';
import { changeLanguage, currentLang, DEFAULT_LANG, isLang, loadStrings, type Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { whenIdleAfterFrame } from '@/lib/whenIdle';
import { whenChunksFetchable } from '@/lib/whenFetchable';
import { Boundary, QuietPart } from '@/ui/Boundary';
import { ScreenFallback } from './ScreenFallback';

/** Spec §2 path routes: guest screens and the trading app under /{lang}/…; every screen is its own lazy chunk. */

type GuestCopy = 'guest-login' | 'guest-register' | 'guest-forgot' | 'guest-contact';

/** Screens beyond the guest ones render once the core strings of the language are there (guests load a subset). */
function withCoreStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStrings(currentLang(), 'core')]).then(([module]) => module);
}

const screens = {
  guestLayout: preloadableLazy(() => import('./layouts/GuestLayout')),
  login: preloadableLazy(() => import('@/features/auth/LoginScreen')),
  register: preloadableLazy(() => import('@/features/auth/RegisterScreen')),
  forgot: preloadableLazy(() => import('@/features/auth/ForgotScreen')),
  reset: preloadableLazy(() => import('@/features/auth/ResetScreen')),
  contact: preloadableLazy(() => import('@/features/auth/ContactScreen')),
  autologin: preloadableLazy(() => import('@/features/auth/AutologinScreen')),
  trading: preloadableLazy(withCoreStrings(() => import('./trading/TradingApp'))),
  invoice: preloadableLazy(withCoreStrings(() => import('./invoice/InvoiceApp'))),
};

const GuestLayout = screens.guestLayout.Component;
const LoginScreen = screens.login.Component;
const RegisterScreen = screens.register.Component;
const ForgotScreen = screens.forgot.Component;
const ResetScreen = screens.reset.Component;
const ContactScreen = screens.contact.Component;
const AutologinScreen = screens.autologin.Component;
const TradingApp = screens.trading.Component;
const InvoiceApp = screens.invoice.Component;
// Spec §2 `/?message=…`: loaded only when the address carries a message, so the login path does not carry it.
const RootMessage = lazy(() => import('./RootMessage').then((module) => ({ default: module.RootMessage })));
const hasRootMessage = (): boolean => new URLSearchParams(window.location.search).has('message');

// "A new version is ready" on every screen; loaded with the service worker code, after the first paint.
const UpdateChrome = lazy(() => import('./pwa/UpdateChrome'));

/** A sign-in hands the user over to the session (wipe another person's data, store the user); loaded after login. */
const startSession = (user: User): Promise<void> => import('./localData').then((localData) => localData.startSession(user));

const GUEST_SCREENS = new Set(['login', 'register', 'forgot', 'reset', 'contact', 'autologin']);

/** Guest screens start with their own strings only; everything else with all of them. */
export function isGuestPath(pathname: string): boolean {
  return GUEST_SCREENS.has(pathname.split('/').filter(Boolean)[1] ?? '');
}

/**
 * Starts loading the chunks the current path needs while the language bundle loads, instead of after the first
 * render asks for them (one network round trip less before the form is usable).
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screen = pathname.split('/').filter(Boolean)[1];
  switch (screen) {
    case 'login':
    case 'register':
    case 'forgot':
    case 'reset':
    case 'contact':
      return Promise.all([screens.guestLayout.preload(), screens[screen].preload()]);
    case 'autologin':
      return screens.autologin.preload();
    case 'trading':
      // The user the page arrived with, or the one the last home showed, or the stored one is readied alongside, so
      // the shell's first render shows the balance (db/currentUser.ts primeUser).
      return Promise.all([
        screens.trading.preload(),
        Promise.all([import('@/db/currentUser'), import('./trading/embeddedUser')]).then(([user, page]) =>
          user.primeUser(page.takeEmbeddedUser, () => page.lastShownUser(pathname.split('/')[1] ?? '')),
        ),
      ]);
    default:
      return Promise.resolve();
  }
}

function LanguageEffect({ lang }: { lang: Lang }) {
  useEffect(() => {
    setLanguage(lang);
    void changeLanguage(lang);
  }, [lang]);
  return null;
}

/**
 * The last line: a screen that throws outside every part boundary (or whose chunk fails to load) leaves this
 * message and a reload rather than a blank page. Plain markup on purpose: it must show when chunks cannot load.
 */
function Crashed() {
  const t = useT();
  return (
    <main className="state state--error" role="alert">
      <p className="state__title">{t('error.generic')}</p>
      <button type="button" className="btn btn--secondary" onClick={() => location.reload()}>
        {t('pwa.reload')}
      </button>
    </main>
  );
}

function guest(lang: string, copyPage: GuestCopy, screen: (lang: Lang) => ReactNode) {
  if (!isLang(lang)) return <Redirect to={`/${DEFAULT_LANG}/login`} replace />;
  return (
    <>
      <LanguageEffect lang={lang} />
      <GuestLayout lang={lang} copyPage={copyPage}>
        {screen(lang)}
      </GuestLayout>
    </>
  );
}

/**
 * The service worker's client code loads once the page has loaded, the first screen has painted and the browser is
 * idle: it has no place in the JavaScript a screen needs first. The load event alone comes too early: the module
 * preloads finish it before React has rendered. This effect runs once App's first render (the first screen) is
 * committed (ServiceWorkerChrome renders in it), and the frame after it is waited for (and a connection, if the
 * trader went offline before the worker took over). True from then on: the update prompt can mount.
 */
function useServiceWorkerLater(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let cancel = (): void => undefined;
    const start = (): void => {
      void whenChunksFetchable()
        .then(() => import('./pwa/registerServiceWorker'))
        .then((pwa) => {
          pwa.registerServiceWorker();
          setStarted(true);
        });
    };
    const register = (): void => {
      cancel = whenIdleAfterFrame(start, 3000);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      cancel();
    };
  }, []);
  return started;
}

/**
 * The update prompt, once the service worker has started. A component of its own: the state that mounts it would
 * otherwise re-render App, and with it every route and the whole screen, for a prompt that renders nothing yet.
 */
function ServiceWorkerChrome() {
  const started = useServiceWorkerLater();
  if (!started) return null;
  return (
    <QuietPart>
      <UpdateChrome />
    </QuietPart>
  );
}

export default function App() {
  return (
    <>
      <ServiceWorkerChrome />
      {hasRootMessage() && (
        <QuietPart>
          <RootMessage />
        </QuietPart>
      )}
      <Boundary fallback={<Crashed />}>
        <Suspense fallback={<ScreenFallback />}>
          <Switch>
            <Route path="/:lang/login">
              {({ lang }) => guest(lang, 'guest-login', (l) => <LoginScreen lang={l} startSession={startSession} />)}
            </Route>
            <Route path="/:lang/register">
              {({ lang }) => guest(lang, 'guest-register', (l) => <RegisterScreen lang={l} startSession={startSession} />)}
            </Route>
            <Route path="/:lang/forgot">{({ lang }) => guest(lang, 'guest-forgot', (l) => <ForgotScreen lang={l} />)}</Route>
            {/* The recovery mail's link; the layout's copy and links are the recovery screen's. */}
            <Route path="/:lang/reset">
              {({ lang }) => guest(lang, 'guest-forgot', (l) => <ResetScreen lang={l} startSession={startSession} />)}
            </Route>
            <Route path="/:lang/contact">{({ lang }) => guest(lang, 'guest-contact', (l) => <ContactScreen lang={l} />)}</Route>
            <Route path="/:lang/autologin">
              {({ lang }) =>
                isLang(lang) ? <AutologinScreen lang={lang} startSession={startSession} /> : <Redirect to={`/${DEFAULT_LANG}/login`} replace />
              }
            </Route>
            <Route path="/:lang/trading">
              {({ lang }) =>
                isLang(lang) ? (
                  <>
                    <LanguageEffect lang={lang} />
                    <TradingApp lang={lang} />
                  </>
                ) : (
                  <Redirect to={`/${DEFAULT_LANG}/trading`} replace />
                )
              }
            </Route>
            <Route path="/api/:coin/invoice/:guid">{({ coin, guid }) => <InvoiceApp coin={coin} guid={guid} loading={<ScreenFallback />} />}</Route>
            <Route path="/:lang">{({ lang }) => <Redirect to={`/${isLang(lang) ? lang : DEFAULT_LANG}/login${location.search}`} replace />}</Route>
            <Route>
              <Redirect to={`/${DEFAULT_LANG}/login${location.search}`} replace />
            </Route>
          </Switch>
        </Suspense>
      </Boundary>
    </>
  );
}
