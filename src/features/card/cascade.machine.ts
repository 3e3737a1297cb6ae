import type { CascadeEffect, CascadeEvent, CascadeState, Deposit, Notice, Step } from './cascade.types';
import type { Attempt, Outcome, ProcessorName } from './types';
import { attemptKey, DEFAULT_STACK, nextProcessor } from './stack';

/*
 * The card deposit cascade (spec §4) as a pure reducer: (state, event) → state + effects. Effects (HTTP,
 * timers, navigation, Dexie) run in useCardDeposit. The whole state is serialisable and holds no card data, so
 * the hook persists it after every step and a reload resumes from it.
 */

export const POLL_MS = 5000;

export function initialState(stack: ProcessorName[], tried: ProcessorName[], card?: string): CascadeState {
  return card === undefined ? { phase: 'idle', stack, tried } : { phase: 'idle', stack, tried, card };
}

/**
 * Is `card` the card the tried list was made with? The processors tried so far declined that card, not another
 * one: a retry with a new card starts the cascade afresh. Not knowing either card keeps the list (spec §4).
 */
export function sameCard(triedWith: string | undefined, card: string | undefined): boolean {
  return triedWith === undefined || card === undefined || triedWith === card;
}

const stay = (state: CascadeState): Step => ({ state, effects: [] });

function deposit(state: Exclude<CascadeState, { phase: 'idle' }>): Deposit {
  const base: Deposit = { stack: state.stack, tried: state.tried, depositId: state.depositId, request: state.request, round: state.round };
  return state.card === undefined ? base : { ...base, card: state.card };
}

/** Starts an attempt on `processor`: it joins the tried list first, so a reload knows it was tried. */
function attemptOn(base: Deposit, processor: ProcessorName): Step {
  const round = base.round + 1;
  const attempt: Attempt = { key: attemptKey(base.depositId, round, processor), depositId: base.depositId, processor, request: base.request };
  const tried = base.tried.includes(processor) ? base.tried : [...base.tried, processor];
  return { state: { ...base, round, tried, phase: 'paying', attempt }, effects: [{ type: 'pay', attempt }] };
}

/** A failure on the current attempt: the next untried processor runs, or the cascade is exhausted. */
function afterCascadingFailure(base: Deposit, attempt: Attempt, message: string, code: string, notice: Notice | null): Step {
  const next = nextProcessor(base.stack, base.tried);
  const notify: CascadeEffect[] = notice ? [{ type: 'notify', notice }] : [];
  if (next) {
    const step = attemptOn(base, next);
    return { state: step.state, effects: [...notify, ...step.effects] };
  }
  return {
    state: { ...base, phase: 'declined', attempt, message, code, exhausted: true, canContinue: false },
    effects: [...notify, { type: 'notify', notice: 'exhausted', message }],
  };
}

/**
 * `fresh`: the outcome answers a call made just now (a pay, an answer). Otherwise (a listen after a resume, a
 * check) a redirect is the first reply replayed: the trader has already been to that page and came back.
 */
function applyOutcome(base: Deposit, attempt: Attempt, outcome: Outcome, polls: number, fresh: boolean): Step {
  switch (outcome.kind) {
    case 'approved':
      return {
        state: { ...base, tried: [], phase: 'approved', attempt, transactionId: outcome.transactionId },
        effects: [{ type: 'approved', attempt }, { type: 'notify', notice: 'approved' }],
      };
    case 'pending':
      return {
        state: { ...base, phase: 'listening', attempt, transactionId: outcome.transactionId, polls },
        effects: [{ type: 'listen', attempt, transactionId: outcome.transactionId, delayMs: POLL_MS }],
      };
    case 'redirect': {
      const { transactionId, url, method, fields } = outcome;
      if (!fresh) return stay({ ...base, phase: 'awayChoice', why: 'back', attempt, transactionId, url, method, fields });
      // An earlier processor declined this very card (the tried list belongs to it), and this one's page will ask for
      // the card again: the trader is told why first.
      if (base.tried.length > 1) return stay({ ...base, phase: 'awayChoice', why: 'fallback', attempt, transactionId, url, method, fields });
      return { state: { ...base, phase: 'redirecting', attempt, transactionId }, effects: [{ type: 'redirect', url, method, fields }] };
    }
    case 'modal':
      switch (outcome.name) {
        case 'modal_honor':
        case 'dialog_entro_pin':
          return { state: { ...base, phase: 'dialog', attempt, modal: outcome.name, message: outcome.message }, effects: [] };
        case 'dialog_entro_start':
        case 'payment_declined':
          // Not a question the trader can answer mid-deposit: the payment-declined modal, where the trader may
          // retry, pay with bitcoin or try another provider (never a PIN dialog for a decline).
          return applyOutcome(base, attempt, { kind: 'declined', cascade: false, code: 'payment_declined', message: outcome.message }, polls, fresh);
      }
    case 'declined':
      if (outcome.cascade) return afterCascadingFailure(base, attempt, outcome.message, outcome.code, null);
      return {
        state: {
          ...base,
          phase: 'declined',
          attempt,
          message: outcome.message,
          code: outcome.code,
          exhausted: false,
          canContinue: nextProcessor(base.stack, base.tried) !== null,
        },
        effects: [{ type: 'notify', notice: 'declined', message: outcome.message }],
      };
  }
}

/** Only the current attempt's answers count: a late reply for an older key is ignored. */
function currentAttempt(state: CascadeState, key: string): Attempt | null {
  switch (state.phase) {
    case 'paying':
    case 'checking':
    case 'listening':
    case 'redirecting':
    case 'dialog':
    case 'cancelling':
      return state.attempt.key === key ? state.attempt : null;
    case 'idle':
    case 'awayChoice':
    case 'needCard':
    case 'approved':
    case 'declined':
      return null;
  }
}

function start(state: CascadeState, event: Extract<CascadeEvent, { type: 'start' }>): Step {
  switch (state.phase) {
    case 'idle':
    case 'approved':
    case 'declined': {
      const stack = event.stack.length > 0 ? event.stack : [...DEFAULT_STACK];
      // The processors tried so far declined the card they saw: another card starts afresh, from the first one.
      const kept = sameCard(state.card, event.card) ? state.tried.filter((name) => stack.includes(name)) : [];
      // Spec §4: when the tried list has reached the stack size it is wiped before a new attempt.
      const tried = kept.length >= stack.length ? [] : kept;
      const fresh: Deposit = { stack, tried, depositId: event.depositId, request: event.request, round: 0 };
      const base = event.card === undefined ? fresh : { ...fresh, card: event.card };
      const first = nextProcessor(stack, tried);
      return first ? attemptOn(base, first) : stay(state);
    }
    case 'paying':
    case 'checking':
    case 'redirecting':
    case 'listening':
    case 'dialog':
    case 'needCard':
    case 'awayChoice':
    case 'cancelling':
      return stay(state); // one deposit at a time: a second click never starts a second charge
  }
}

function resume(state: CascadeState, hasCard: boolean): Step {
  switch (state.phase) {
    case 'paying':
    case 'checking':
    case 'cancelling':
      // Whether the request reached the server is unknown: ask before anything else.
      return { state: { ...deposit(state), phase: 'checking', attempt: state.attempt }, effects: [{ type: 'check', key: state.attempt.key, delayMs: 0 }] };
    case 'redirecting':
    case 'listening':
      // A redirect that left before the server named the payment (Entropay's): ask what became of its key.
      if (state.transactionId === '') {
        return { state: { ...deposit(state), phase: 'checking', attempt: state.attempt }, effects: [{ type: 'check', key: state.attempt.key, delayMs: 0 }] };
      }
      return {
        state: { ...deposit(state), phase: 'listening', attempt: state.attempt, transactionId: state.transactionId, polls: 0 },
        effects: [{ type: 'listen', attempt: state.attempt, transactionId: state.transactionId, delayMs: 0 }],
      };
    case 'needCard':
      return hasCard ? attemptOn(deposit(state), state.next) : stay(state);
    case 'idle':
    case 'dialog':
    case 'awayChoice':
    case 'approved':
    case 'declined':
      return stay(state);
  }
}

function choose(state: CascadeState, event: Extract<CascadeEvent, { type: 'goAway' | 'cancelAway' }>): Step {
  if (state.phase !== 'awayChoice') return stay(state);
  const base = deposit(state);
  switch (event.type) {
    case 'goAway':
      return {
        state: { ...base, phase: 'redirecting', attempt: state.attempt, transactionId: state.transactionId },
        effects: [{ type: 'redirect', url: state.url, method: state.method, fields: state.fields }],
      };
    case 'cancelAway':
      return { state: { ...base, phase: 'cancelling', attempt: state.attempt }, effects: [{ type: 'cancel', attempt: state.attempt }] };
  }
}

export function reduce(state: CascadeState, event: CascadeEvent): Step {
  switch (event.type) {
    case 'start':
      return start(state, event);
    case 'outcome': {
      const attempt = currentAttempt(state, event.key);
      if (!attempt || state.phase === 'idle') return stay(state);
      const polls = state.phase === 'listening' ? state.polls + 1 : 0;
      // Only a pay's (or a dialog answer's) reply is fresh: a listen's or a cancel's redirect asks the trader again.
      const fresh = state.phase === 'paying';
      return applyOutcome(deposit(state as Exclude<CascadeState, { phase: 'idle' }>), attempt, event.outcome, polls, fresh);
    }
    case 'networkFailed': {
      if ((state.phase !== 'paying' && state.phase !== 'cancelling') || state.attempt.key !== event.key) return stay(state);
      return {
        state: { ...deposit(state), phase: 'checking', attempt: state.attempt },
        effects: [{ type: 'check', key: event.key, delayMs: 0 }],
      };
    }
    case 'checked': {
      if (state.phase !== 'checking' || state.attempt.key !== event.key) return stay(state);
      if (event.outcome) return applyOutcome(deposit(state), state.attempt, event.outcome, 0, false);
      // The server never saw the request (and now refuses that key): moving on cannot charge twice.
      return afterCascadingFailure(deposit(state), state.attempt, '', 'network', 'network');
    }
    case 'checkFailed':
      if (state.phase !== 'checking' || state.attempt.key !== event.key) return stay(state);
      return { state, effects: [{ type: 'check', key: event.key, delayMs: POLL_MS }] };
    case 'listenFailed':
      if (state.phase !== 'listening' || state.attempt.key !== event.key) return stay(state);
      return { state, effects: [{ type: 'listen', attempt: state.attempt, transactionId: state.transactionId, delayMs: POLL_MS }] };
    case 'returned': {
      if (state.phase !== 'redirecting' && state.phase !== 'listening' && state.phase !== 'awayChoice') return stay(state);
      if (state.attempt.processor !== event.processor) return stay(state);
      // A redirect that left before the server named the payment (Entropay's) takes the id its return brings.
      if (state.transactionId !== '' && state.transactionId !== event.transactionId) return stay(state);
      const transactionId = event.transactionId;
      return {
        state: { ...deposit(state), phase: 'listening', attempt: state.attempt, transactionId, polls: 0 },
        effects: [{ type: 'listen', attempt: state.attempt, transactionId, delayMs: 0 }],
      };
    }
    case 'resume':
      return resume(state, event.hasCard);
    case 'goAway':
    case 'cancelAway':
      return choose(state, event);
    case 'dialogAnswer':
      // Only Entropay's PIN/cvv dialog takes an answer; the honor notice is only closed.
      if (state.phase !== 'dialog' || state.modal !== 'dialog_entro_pin') return stay(state);
      return {
        state: { ...deposit(state), phase: 'paying', attempt: state.attempt },
        effects: [{ type: 'answer', attempt: state.attempt, value: event.value }],
      };
    case 'continue': {
      if (state.phase === 'needCard') {
        // The card typed again is another card: none of the processors tried so far has seen it.
        if (sameCard(state.card, event.card)) return attemptOn(deposit(state), state.next);
        const base: Deposit = { ...deposit(state), tried: [], card: event.card };
        const first = nextProcessor(base.stack, []);
        return first ? attemptOn(base, first) : stay(state);
      }
      if (state.phase !== 'declined') return stay(state);
      const next = nextProcessor(state.stack, state.tried);
      return next ? attemptOn(deposit(state), next) : stay(state);
    }
    case 'dismiss':
      switch (state.phase) {
        case 'dialog':
        case 'declined':
        case 'approved':
        case 'needCard':
          return stay(initialState(state.stack, state.tried, state.card));
        case 'idle':
        case 'paying':
        case 'checking':
        case 'redirecting':
        case 'listening':
        case 'awayChoice': // the trader must say: go to the page, or cancel the payment there
        case 'cancelling':
          return stay(state);
      }
  }
}

/**
 * Turns a resumed state that must move to a new processor without the card into needCard. `canPay` says whether
 * a processor can be paid now (the card is in memory, or it takes the card on its own hosted page).
 */
export function requireCard(step: Step, canPay: boolean | ((processor: ProcessorName) => boolean)): Step {
  const pay = step.effects.find((effect): effect is Extract<CascadeEffect, { type: 'pay' }> => effect.type === 'pay');
  if (!pay || step.state.phase !== 'paying') return step;
  if (typeof canPay === 'boolean' ? canPay : canPay(pay.attempt.processor)) return step;
  const { attempt: _attempt, phase: _phase, ...base } = step.state;
  const tried = base.tried.filter((name) => name !== pay.attempt.processor);
  return {
    state: { ...base, tried, round: base.round - 1, phase: 'needCard', next: pay.attempt.processor },
    effects: [...step.effects.filter((effect) => effect.type !== 'pay'), { type: 'notify', notice: 'need_card' }],
  };
}

/** Phases in which a deposit is under way (the form is locked, the wait toast may show). */
export function inFlight(state: CascadeState): boolean {
  switch (state.phase) {
    case 'paying':
    case 'checking':
    case 'redirecting':
    case 'listening':
    case 'cancelling':
      return true;
    case 'idle':
    case 'dialog':
    case 'awayChoice':
    case 'needCard':
    case 'approved':
    case 'declined':
      return false;
  }
}
