import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { User } from '@/api/user';
import { PartBoundary } from '@/content/PartBoundary';
import type { Lang } from '@/i18n';
import { validationRedirect } from '../guards';
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
    <Switch>
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
}
