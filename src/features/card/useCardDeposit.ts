import { useEffect, useRef, useState } from 'react';
import { inFlight } from './cascade.machine';
import type { CascadeState, Notice } from './cascade.types';
import { createDepositRunner, type DepositRunner } from './depositRunner';
import type { ProcessorName } from './types';

export const WAIT_TOAST_MS = 16_000;

type Options = {
  userCascade: string;
  country: string;
  returnedProcessor: ProcessorName | null;
  returnedTransaction: string | null;
  /** The return came by /listen-union/... (a UnionPay card: its own listen call, orange.pay_fail on failure). */
  returnedUnion?: boolean;
  notify(notice: Notice, message?: string): void;
  /** Shown once an attempt has been under way for 16 s (spec §9). */
  wait(): void;
};

/** The card deposit for a component: the machine's state to render and the runner's commands. */
export function useCardDeposit({ userCascade, country, returnedProcessor, returnedTransaction, returnedUnion = false, notify, wait }: Options): {
  state: CascadeState | null;
  runner: DepositRunner;
} {
  const [state, setState] = useState<CascadeState | null>(null);
  const [runner] = useState(createDepositRunner);
  const waitRef = useRef(wait);

  useEffect(() => {
    runner.connect({ onState: setState, notify });
    waitRef.current = wait;
  }, [runner, notify, wait]);

  // Open once per mounted page: a route change inside the page (a 3-D Secure return becoming the funding page)
  // must not reload a deposit under way. What open needs is read from a ref written before it.
  const openWith = useRef({ userCascade, country, returnedProcessor, returnedTransaction, returnedUnion });
  useEffect(() => {
    openWith.current = { userCascade, country, returnedProcessor, returnedTransaction, returnedUnion };
  }, [userCascade, country, returnedProcessor, returnedTransaction, returnedUnion]);
  useEffect(() => {
    const { userCascade: cascade, country: geo, returnedProcessor: processor, returnedTransaction: transaction, returnedUnion: union } = openWith.current;
    runner.open({ userCascade: cascade, country: geo, returned: processor && transaction ? { processor, transactionId: transaction, union } : null });
    return () => runner.close();
  }, [runner]);

  // Leaving the page lets go of the deposit at once (the tab's next page resumes it). Back from the bank's page may
  // restore this page as it was left ('redirecting'), without a reload: resume then.
  useEffect(() => {
    const onHide = () => runner.suspend();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) runner.resume();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [runner]);

  const waitingKey = state && inFlight(state) && 'attempt' in state ? state.attempt.key : null;
  useEffect(() => {
    if (!waitingKey) return;
    const id = setTimeout(() => waitRef.current(), WAIT_TOAST_MS);
    return () => clearTimeout(id);
  }, [waitingKey]);

  return { state, runner };
}
