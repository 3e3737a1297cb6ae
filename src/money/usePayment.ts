import { useEffect, useState } from 'react';
import { isApiError } from '@/api/http';
import { useOnline } from '@/sync/useOnline';
import { clearPending, loadPending, storePending } from '@/db/pendingRequest';
import { initialPayment, reducePayment, type PaymentEffect, type PaymentEvent, type PaymentState } from './payment.machine';

export type PaymentHandlers<R> = {
  /** A key the server never saw may be sent again (crypto: at most one invoice per key); wallets burn it. */
  reusable: boolean;
  /** What became of a key; null when the server never saw it. */
  ask(key: string): Promise<R | null>;
  /** An answer arrived, from the request itself or from the outcome call. */
  onResult(result: R): void | Promise<void>;
  /** The server never saw the key: nothing was made or charged. */
  onUnknown(): void;
};

/**
 * Runs the payment machine's effects for one form (`slot`: `invoice`, `wallet:{method}`…): the key goes to disk
 * before its request leaves (effects run one after another), a lost answer asks the server for the key's outcome.
 */
export function createPaymentRunner<R>(slot: string, onState: (state: PaymentState) => void) {
  let state: PaymentState = initialPayment;
  let request: ((key: string) => Promise<R>) | null = null;
  let handlers: PaymentHandlers<R> | null = null;
  let queue: Promise<void> = Promise.resolve();

  function dispatch(event: PaymentEvent): void {
    const step = reducePayment(state, event);
    if (step.state === state) return;
    state = step.state;
    onState(state);
    for (const effect of step.effects) {
      queue = queue.then(() => run(effect)).catch((error: unknown) => console.error('payment step failed', error instanceof Error ? error.message : error));
    }
  }

  // The key is off the disk before the result is acted on: a result may navigate away (an invoice page), and a
  // key left behind would be asked about, and acted on, again when the form next opens.
  const answer = async (result: R, event: PaymentEvent) => {
    dispatch(event);
    await queue;
    await handlers?.onResult(result);
  };

  async function run(effect: PaymentEffect): Promise<void> {
    switch (effect.type) {
      case 'store':
        return storePending(slot, effect.pending);
      case 'clear':
        return clearPending(slot);
      case 'send': {
        const send = request;
        if (!send) return;
        // Not awaited: the queue must stay free for the answer's own effects.
        send(effect.key).then(
          (result) => answer(result, { type: 'answered' }),
          // A 401 is already taking the trader to login; nothing was done with the key.
          (error: unknown) => dispatch(isApiError(error, 'auth') ? { type: 'answered' } : { type: 'networkFailed' }),
        );
        return;
      }
      case 'ask': {
        const mine = handlers;
        if (!mine) return;
        mine.ask(effect.key).then(
          (result) => {
            if (result !== null) return answer(result, { type: 'outcomeKnown' });
            dispatch({ type: 'outcomeUnknown', reusable: mine.reusable });
            mine.onUnknown();
          },
          (error: unknown) => {
            if (!isApiError(error, 'auth')) dispatch({ type: 'askFailed' });
          },
        );
        return;
      }
    }
  }

  return {
    connect(next: PaymentHandlers<R>): void {
      handlers = next;
    },
    /** The key found on disk when the form opens (a reload mid-request) is asked about first. */
    async open(): Promise<void> {
      dispatch({ type: 'restore', pending: await loadPending(slot) });
    },
    recheck(): void {
      dispatch({ type: 'recheck' });
    },
    submit(signature: string, send: (key: string) => Promise<R>, prefix: string): void {
      if (state.phase !== 'idle') return;
      request = send;
      dispatch({ type: 'submit', signature, newKey: `${prefix}.${crypto.randomUUID()}` });
    },
  };
}

/** The payment runner for a component: its state to render, and submit. */
export function usePayment<R>(slot: string, handlers: PaymentHandlers<R>) {
  const online = useOnline();
  const [state, setState] = useState<PaymentState>(initialPayment);
  const [runner] = useState(() => createPaymentRunner<R>(slot, setState));

  useEffect(() => {
    runner.connect(handlers);
  });

  useEffect(() => {
    runner.open().catch(() => undefined);
  }, [runner]);

  // Back online while unsure: ask again.
  useEffect(() => {
    if (online && state.phase === 'unsure') runner.recheck();
  }, [online, state.phase, runner]);

  return { state, submit: runner.submit };
}
