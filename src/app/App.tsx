import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { setLanguage } from '@/api/language';
import { changeLanguage, DEFAULT_LANG, isLang, type Lang } from '@/i18n';

/** Spec §2 path routes: guest screens and the trading app under /{lang}/…; every screen is its own lazy chunk. */

type GuestCopy = 'guest-login' | 'guest-register' | 'guest-forgot' | 'guest-contact';
type Screen = LazyExoticComponent<ComponentType<{ lang: Lang }>>;

const loaders = {
  guestLayout: () => import('./layouts/GuestLayout'),
  login: () => import('@/features/auth/LoginScreen'),
  register: () => import('@/features/auth/RegisterScreen'),
  forgot: () => import('@/features/auth/ForgotScreen'),
  contact: () => import('@/features/auth/ContactScreen'),
  autologin: () => import('@/features/auth/AutologinScreen'),
  trading: () => import('./trading/TradingApp'),
  invoice: () => import('./invoice/InvoiceApp'),
};

const GuestLayout = lazy(loaders.guestLayout);
const LoginScreen = lazy(loaders.login);
const RegisterScreen = lazy(loaders.register);
const ForgotScreen = lazy(loaders.forgot);
const ContactScreen = lazy(loaders.contact);
const AutologinScreen = lazy(loaders.autologin);
const TradingApp = lazy(loaders.trading);
const InvoiceApp = lazy(loaders.invoice);

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
    case 'contact':
      return Promise.all([loaders.guestLayout(), loaders[screen]()]);
    case 'autologin':
      return loaders.autologin();
    case 'trading':
      return loaders.trading();
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

function ScreenFallback() {
  return <div className="screen-fallback" aria-hidden="true" />;
}

function guest(lang: string, copyPage: GuestCopy, Screen: Screen) {
  if (!isLang(lang)) return <Redirect to={`/${DEFAULT_LANG}/login`} replace />;
  return (
    <>
      <LanguageEffect lang={lang} />
      <GuestLayout lang={lang} copyPage={copyPage}>
        <Screen lang={lang} />
      </GuestLayout>
    </>
  );
}

export default function App() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Switch>
        <Route path="/:lang/login">{({ lang }) => guest(lang, 'guest-login', LoginScreen)}</Route>
        <Route path="/:lang/register">{({ lang }) => guest(lang, 'guest-register', RegisterScreen)}</Route>
        <Route path="/:lang/forgot">{({ lang }) => guest(lang, 'guest-forgot', ForgotScreen)}</Route>
        <Route path="/:lang/contact">{({ lang }) => guest(lang, 'guest-contact', ContactScreen)}</Route>
        <Route path="/:lang/autologin">
          {({ lang }) => (isLang(lang) ? <AutologinScreen lang={lang} /> : <Redirect to={`/${DEFAULT_LANG}/login`} replace />)}
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
        <Route path="/api/:coin/invoice/:guid">{({ coin, guid }) => <InvoiceApp coin={coin} guid={guid} />}</Route>
        <Route path="/:lang">{({ lang }) => <Redirect to={`/${isLang(lang) ? lang : DEFAULT_LANG}/login`} replace />}</Route>
        <Route>
          <Redirect to={`/${DEFAULT_LANG}/login`} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
