import { lazy, memo, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { User } from '@/api/user';
import { PartBoundary } from '@/content/PartBoundary';
import type { Lang } from '@/i18n';
import { validationRedirect } from '../guards';
import { useDocumentTitle } from '../useDocumentTitle';
import { useT } from '@/i18n/useT';
import { screenTitle } from './nav';
import { useRouteFocus } from './useRouteFocus';
import { ShownLocationRouter } from './shownLocation';
import { FragmentSkeleton } from './FragmentSkeleton';
import HomeScreen from './HomeScreen';
import PracticeGate from '@/features/accounts/PracticeGate';
import { onPractice } from '@/features/accounts/rules';

const ServerFragment = lazy(() => import('@/content/ServerFragment'));

/** Spec §2 hash routes of the trading app. Unknown routes go to /home. */
export default function TradingRoutes({ user, lang }: { user: User; lang: Lang }) {
  const [location] = useLocation();
  const redirect = validationRedirect(user, location);
  if (redirect) return <Redirect to={redirect} replace />;
  // The screen a tap asks for is built after the tap's frame (./shownLocation.tsx says why).
  return <ShownLocationRouter>{(shown) => <Screens location={shown} user={user} lang={lang} />}</ShownLocationRouter>;
}

/** The title and the focus follow the screen shown. */
function useScreenChange(location: string): void {
  const t = useT();
  const titleKey = screenTitle(location);
  useDocumentTitle(titleKey ? t(titleKey) : null);
  useRouteFocus(location);
}

/** A memo: a render of the routes for anything but a change of route or user builds no screen. */
const Screens = memo(function Screens({ location, user, lang }: { location: string; user: User; lang: Lang }) {
  useScreenChange(location);
  const page = (kind: 'pg' | 'ag', name: string): ReactNode => (
    <div className="screen">
      <PartBoundary key={`${kind}/${name}`} part="page">
        <Suspense fallback={<FragmentSkeleton />}>
          <ServerFragment kind={kind} name={name} lang={lang} />
        </Suspense>
      </PartBoundary>
    </div>
  );

  // Virtual money is never funded nor withdrawn: on practice those two screens say so and offer the real account.
  const gated = (name: string): ReactNode | null => {
    if (!onPractice(user)) return null;
    if (name === 'funding') return <div className="screen"><PracticeGate user={user} what="deposit" /></div>;
    if (name === 'withdrawal') return <div className="screen"><PracticeGate user={user} what="withdrawal" /></div>;
    return null;
  };

  return (
    <Switch location={location}>
      <Route path="/home">
        <PartBoundary part="page">
          <HomeScreen user={user} lang={lang} />
        </PartBoundary>
      </Route>
      <Route path="/show/:page/:add?">{(params) => gated(params.page) ?? page('pg', params.page)}</Route>
      <Route path="/sw/:page">{(params) => page('ag', params.page)}</Route>
      <Route path="/swag/:page">{(params) => page('ag', params.page)}</Route>
      <Route path="/listen/:page/:proc/:id/:uid">{(params) => page('pg', params.page)}</Route>
      <Route path="/listen-orange/:page/:proc/:id/:uid">{(params) => page('pg', params.page)}</Route>
      <Route path="/listen-union/:page/:proc/:id/:uid">{(params) => page('pg', params.page)}</Route>
      <Route path="/listen-concept/:page/:proc/:id/:uid">{(params) => page('pg', params.page)}</Route>
      <Route>
        <Redirect to="/home" replace />
      </Route>
    </Switch>
  );
});
