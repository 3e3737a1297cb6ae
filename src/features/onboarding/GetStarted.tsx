import { useEffect, useState } from 'react';
import { fetchReports } from '@/api/history';
import { useCurrentUser } from '@/db/currentUser';
import { useT } from '@/i18n/useT';
import { startSteps, type StepName } from './progress';

const HREF: Partial<Record<StepName, string>> = { verify: '#/show/personal', fund: '#/show/funding', trade: '#/home' };

/**
 * Widget `get-started`: the first steps, each ticked from the account itself: verification, deposits made (the
 * user the app keeps) and trades placed (the positions report's count). Unknown (offline) counts as not yet.
 */
export default function GetStarted() {
  const t = useT();
  const user = useCurrentUser();
  const [trades, setTrades] = useState(0);
  // The report counts the current account's side (real or practice money): a switch counts again.
  const account = user?.current_accountId ?? null;
  useEffect(() => {
    // Nothing is shown before the user is read, so there is nothing to count yet.
    if (account === null) return;
    const controller = new AbortController();
    fetchReports({ offset: 0 }).then(
      (reply) => !controller.signal.aborted && setTrades(reply.total),
      () => undefined,
    );
    return () => controller.abort();
  }, [account]);
  if (!user) return null;
  const steps = startSteps(user, trades);
  return (
    <ol className="steps">
      {steps.map(({ name, done }) => (
        <li key={name} className={done ? 'steps__done' : undefined}>
          <h3>
            {done || !HREF[name] ? t(`onboarding.step_${name}`) : <a href={HREF[name]}>{t(`onboarding.step_${name}`)}</a>}
            {done && <span className="badge badge--done">{t('onboarding.done')}</span>}
          </h3>
          <p>{t(`onboarding.step_${name}_text`)}</p>
        </li>
      ))}
    </ol>
  );
}
