import { askOutcome, cancelCard, entroReject, fundingLimits, reportCascade } from '@/api/card';
import { isApiError } from '@/api/http';
import { fetchUser } from '@/api/user';
import { db } from '@/db/database';
import { readUser, saveUser } from '@/db/user';
import { pfsAllowed } from '@common/deposit';
import { reduce, requireCard } from './cascade.machine';
import { cardIdentity } from './cardIdentity';
import type { CascadeEffect, CascadeEvent, CascadeState, Notice } from './cascade.types';
import { formatTried, resolveStack } from './stack';
import { createDepositClaim, type DepositClaim } from './depositClaim';
import { loadDeposit, saveDeposit } from './persist';
import { PROCESSORS } from './processors';
import { listenUnionOutcome } from './processors/union';
import type { CardData, Outcome, PaymentRequest, ProcessorName } from './types';

export type RunnerHandlers = {
  onState(state: CascadeState): void;
  notify(notice: Notice, message?: string): void;
};

export type OpenOptions = {
  userCascade: string;
  /** The trader's country: PFS is not offered where spec §5 disallows it. */
  country: string;
  /** A listen route brought the trader back from 3-D Secure; `union`: the /listen-union/... variant (a UnionPay card). */
  returned: { processor: ProcessorName; transactionId: string; union?: boolean } | null;
};

function newDepositId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `dep_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A form POST navigation (AGNI, spec §7); CSP form-action allows only our origin, where the sandbox bank lives. */
export function postForm(url: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The stack from the server (the user's list, else the setting), else the user's own list, else FRAUD,VLOAD. */
async function serverStack(userCascade: string, country: string): Promise<{ stack: ProcessorName[]; fromServer: boolean }> {
  const allows = (name: ProcessorName) => name !== 'PFS' || pfsAllowed(country);
  try {
    const limits = await fundingLimits();
    if (limits.ok) return { stack: resolveStack(userCascade, limits.value.cascade, allows), fromServer: true };
  } catch {
    // offline: the user's own list or the default will do until the next start
  }
  return { stack: resolveStack(userCascade, null, allows), fromServer: false };
}

/**
 * Runs the cascade machine's effects: HTTP through the processor registry, timers, navigation, Dexie. Each
 * step is persisted before its effects start (so an idempotency key is on disk before its request leaves).
 * The card lives only here, in memory, and goes into request bodies only.
 */
export function createDepositRunner(claim: DepositClaim = createDepositClaim()) {
  let handlers: RunnerHandlers = { onState: () => undefined, notify: () => undefined };
  let state: CascadeState | null = null;
  let card: CardData | null = null;
  /** The deposit pays by redirect (Entropay's start dialog), so it needs no card. */
  let byRedirect = false;
  let session = 0; // bumps on close: late answers of a closed session are dropped
  let queue: Promise<void> = Promise.resolve();
  let stackFromServer = false;
  let fallbackCascade = '';
  let fallbackCountry = '';
  /** The transaction a /listen-union/... return named: its outcome comes from /api/unionpay/listen. */
  let unionTransaction: string | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const later = (ms: number, run: () => void) => {
    if (ms <= 0) return run();
    const mine = session;
    const id = setTimeout(() => {
      timers.delete(id);
      if (mine === session) run();
    }, ms);
    timers.add(id);
  };

  /** Work runs one item at a time; a failure (a Dexie write) never blocks the items after it. */
  function enqueue(work: () => Promise<void>): void {
    queue = queue.then(work).catch((error: unknown) => {
      console.error('card deposit step failed', error instanceof Error ? error.message : error);
    });
  }

  function dispatch(make: CascadeEvent | ((current: CascadeState) => CascadeEvent), mine = session): void {
    enqueue(async () => {
      if (!state || mine !== session) return;
      const event = typeof make === 'function' ? make(state) : make;
      const step = requireCard(reduce(state, event), (processor) => card !== null || byRedirect || PROCESSORS[processor].away !== undefined);
      if (step.state === state && step.effects.length === 0) return;
      // Persisted before any effect runs: the idempotency key is on disk before its request leaves.
      // A new deposit is this tab's from its first step: its lock is held (before its row exists, so no other tab
      // adopts it), and its id kept for a reload.
      if (step.state.phase !== 'idle' && (state.phase === 'idle' || state.depositId !== step.state.depositId)) await claim.take(step.state.depositId);
      await saveDeposit(step.state, Date.now(), state);
      if (mine !== session) return;
      state = step.state;
      handlers.onState(step.state);
      for (const effect of step.effects) runEffect(effect);
    });
  }

  const settle = (key: string, work: () => Promise<Outcome>, onError: () => CascadeEvent) => {
    const mine = session;
    work().then(
      (outcome) => dispatch({ type: 'outcome', key, outcome }, mine),
      (error: unknown) => {
        if (!isApiError(error, 'auth')) dispatch(onError(), mine); // a 401 is already taking the trader to login
      },
    );
  };

  function runEffect(effect: CascadeEffect): void {
    switch (effect.type) {
      case 'pay': {
        const processor = PROCESSORS[effect.attempt.processor];
        const away = processor.redirect;
        if (byRedirect && away) {
          settle(effect.attempt.key, () => away(effect.attempt), () => ({ type: 'networkFailed', key: effect.attempt.key }));
          return;
        }
        const typed = card;
        const hosted = processor.away;
        // A hosted-page processor takes the card on its own page: the typed card never goes to it.
        let pay: () => Promise<Outcome>;
        if (hosted) pay = () => hosted(effect.attempt);
        else if (typed) pay = () => processor.pay({ ...effect.attempt, card: typed });
        else return;
        // Spec §7 /api/rpc {worker, cascade, cascade_exec}: the stack and what has run, for the back office.
        if (state && state.phase !== 'idle') reportCascade(formatTried(state.stack), formatTried(state.tried)).then(rememberTrigger).catch(() => undefined);
        later(processor.delayMs ?? 0, () => settle(effect.attempt.key, pay, () => ({ type: 'networkFailed', key: effect.attempt.key })));
        return;
      }
      case 'check':
        later(effect.delayMs, () => {
          const mine = session;
          const processor = state && 'attempt' in state ? PROCESSORS[state.attempt.processor] : null;
          askOutcome(effect.key).then(
            (reply) => dispatch({ type: 'checked', key: effect.key, outcome: reply && processor ? processor.read(reply) : null }, mine),
            (error: unknown) => {
              if (!isApiError(error, 'auth')) dispatch({ type: 'checkFailed', key: effect.key }, mine);
            },
          );
        });
        return;
      case 'listen': {
        const own = PROCESSORS[effect.attempt.processor].listen;
        const listen = effect.transactionId === unionTransaction ? listenUnionOutcome : own;
        if (!listen) return;
        later(effect.delayMs, () =>
          settle(effect.attempt.key, () => listen(effect.transactionId, effect.attempt), () => ({ type: 'listenFailed', key: effect.attempt.key })),
        );
        return;
      }
      case 'redirect':
        if (effect.method === 'post') postForm(effect.url, effect.fields);
        else window.location.assign(effect.url);
        return;
      case 'cancel': {
        const { attempt } = effect;
        settle(attempt.key, async () => PROCESSORS[attempt.processor].read(await cancelCard(attempt.key)), () => ({ type: 'networkFailed', key: attempt.key }));
        return;
      }
      case 'answer': {
        const answer = PROCESSORS[effect.attempt.processor].answer;
        if (!answer) {
          // A processor that asks but takes no answer must not leave the deposit 'paying' forever: it failed.
          dispatch({ type: 'outcome', key: effect.attempt.key, outcome: { kind: 'declined', cascade: true, code: 'dialog', message: '' } });
          return;
        }
        settle(effect.attempt.key, () => answer(effect.value, effect.attempt), () => ({ type: 'networkFailed', key: effect.attempt.key }));
        return;
      }
      case 'notify':
        handlers.notify(effect.notice, effect.message);
        return;
      case 'approved':
        card = null;
        void db.lastPayment.put({
          key: 'last',
          amount: effect.attempt.request.amount,
          bonus: effect.attempt.request.bonus !== '0.00',
          fixed: effect.attempt.request.fixed,
          currency: effect.attempt.request.currency,
        });
        fetchUser().then(saveUser, () => undefined);
        return;
    }
  }

  return {
    /** Where states and notices go (the component's setState and toasts). */
    connect(next: RunnerHandlers): void {
      handlers = next;
    },
    /** Loads the stack and the stored deposit, then resumes it (a reload, a 3-D Secure return). Queued, so a
     * click that comes while it loads waits for it instead of racing it. */
    open({ userCascade, country, returned }: OpenOptions): void {
      const mine = session;
      fallbackCascade = userCascade;
      fallbackCountry = country;
      unionTransaction = returned?.union ? returned.transactionId : null;
      enqueue(async () => {
        const { stack, fromServer } = await serverStack(userCascade, country);
        const loaded = await loadDeposit(stack, claim.own(), (depositId) => claim.take(depositId));
        if (mine !== session) return;
        stackFromServer = fromServer;
        state = loaded.phase === 'idle' ? { ...loaded, stack } : loaded;
        handlers.onState(state);
      });
      if (returned) dispatch({ type: 'returned', processor: returned.processor, transactionId: returned.transactionId }, mine);
      else dispatch({ type: 'resume', hasCard: false }, mine);
    },
    close(): void {
      session += 1;
      claim.drop();
      for (const id of timers) clearTimeout(id);
      timers.clear();
    },
    start(request: PaymentRequest, typed: CardData, only?: ProcessorName[]): void {
      card = typed;
      byRedirect = false;
      const mine = session;
      if (!stackFromServer && !only) {
        // The page opened offline: ask the server for the stack now that a deposit starts.
        enqueue(async () => {
          const { stack, fromServer } = await serverStack(fallbackCascade, fallbackCountry);
          if (mine !== session || !state || !fromServer) return;
          stackFromServer = true;
          if (state.phase === 'idle') state = { ...state, stack };
        });
      }
      const depositId = newDepositId();
      dispatch((current) => ({ type: 'start', depositId, request, stack: only ?? current.stack, card: cardIdentity(typed) }), mine);
    },
    /** A deposit on one processor that pays by redirect, without a card (Entropay's start dialog "continue"). */
    startRedirect(request: PaymentRequest, processor: ProcessorName): void {
      card = null;
      byRedirect = true;
      const depositId = newDepositId();
      dispatch({ type: 'start', depositId, request, stack: [processor] });
    },
    carryOn(typed: CardData | null): void {
      if (typed) card = typed;
      dispatch(typed ? { type: 'continue', card: cardIdentity(typed) } : { type: 'continue' });
    },
    answer(value: string): void {
      dispatch({ type: 'dialogAnswer', value });
    },
    /**
     * The page is being left, maybe into the back/forward cache: its deposit's lock goes now, not when the cache
     * drops the page, so the next page of this tab resumes the deposit instead of finding it held.
     */
    suspend(): void {
      claim.drop();
    },
    /** Back from the bank's page into a page the browser kept (back/forward cache): pick up as a reload would. */
    resume(): void {
      // Take the deposit's lock again (suspend let it go) before driving it.
      enqueue(async () => {
        if (state && state.phase !== 'idle') await claim.take(state.depositId);
      });
      dispatch({ type: 'resume', hasCard: card !== null });
    },
    /** The trader's choice about a payment still waiting on the bank's page (after coming Back from it). */
    goAway(): void {
      dispatch({ type: 'goAway' });
    },
    cancelAway(): void {
      dispatch({ type: 'cancelAway' });
    },
    dismiss(): void {
      // Closing Entropay's PIN dialog rejects that payment on the server (spec §7 /api/entro/reject).
      if (state?.phase === 'dialog' && state.attempt.processor === 'ENTROPAY') entroReject(state.attempt.key).catch(() => undefined);
      dispatch({ type: 'dismiss' });
    },
  };
}

export type DepositRunner = ReturnType<typeof createDepositRunner>;

/** An offer the /api/rpc answer names goes into the stored user, where the offer host looks for it. */
async function rememberTrigger(named: string | null): Promise<void> {
  if (named === null) return;
  const user = await readUser();
  if (user && user.trigger_new !== named) await saveUser({ ...user, trigger_new: named });
}
