// The sandbox processors' behaviour (CONTRACT.md "Sandbox test cards"), pure. The card number picks a
// scenario; only the scenario name is stored, never the number.

import type { Decline } from '../../cards/processor.ts';

export type Scenario =
  | 'approve'
  | 'decline_first'
  | 'three_ds'
  | 'pending'
  | 'insufficient'
  | 'expired'
  | 'decline_all'
  | 'unknown_card';

const TEST_CARDS: Readonly<Record<string, Scenario>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline_first',
  '4000000000003220': 'three_ds',
  '4000000000000259': 'pending',
  '4000000000009995': 'insufficient',
  '4000000000000069': 'expired',
  '4000000000000341': 'decline_all',
  '5555555555554444': 'approve',
};

/** Any other number is refused as a real processor refuses an unknown card: 'No such card', no cascade. */
export function scenarioOf(digits: string): Scenario {
  return TEST_CARDS[digits] ?? 'unknown_card';
}

export function isScenario(value: string): value is Scenario {
  return ['approve', 'decline_first', 'three_ds', 'pending', 'insufficient', 'expired', 'decline_all', 'unknown_card'].includes(value);
}

/** What the sandbox bank answers to a charge of a test card. */
export type Verdict = { status: 'succeeded' } | { status: 'processing' } | { status: 'three_d_secure' } | Decline;

/** A pending card's charge answers "processing" to this many retrievals, then succeeds. */
export const PENDING_RETRIEVALS = 2;

/**
 * What the bank does with a scenario. `firstInOrder`: no other charge of this order (the deposit) came before, on
 * any processor (4000…0002 declines there and succeeds on the next one).
 */
export function decide(scenario: Scenario, firstInOrder: boolean): Verdict {
  switch (scenario) {
    case 'approve':
      return { status: 'succeeded' };
    case 'decline_first':
      return firstInOrder ? { status: 'declined', code: 'do_not_honor', message: 'Do not honor', cascade: true } : { status: 'succeeded' };
    case 'three_ds':
      return { status: 'three_d_secure' };
    case 'pending':
      return { status: 'processing' };
    case 'insufficient':
      return { status: 'declined', code: 'insufficient_funds', message: 'Not sufficient funds', cascade: false };
    case 'expired':
      return { status: 'declined', code: 'expired_card', message: 'Expired card', cascade: false };
    case 'decline_all':
      return { status: 'declined', code: 'declined', message: 'Transaction declined', cascade: true };
    case 'unknown_card':
      return { status: 'declined', code: 'no_such_card', message: 'No such card', cascade: false };
  }
}

/** A processing charge after `retrievals` retrievals (this one included): still processing, or succeeded. */
export function afterRetrieval(retrievals: number): 'processing' | 'succeeded' {
  return retrievals > PENDING_RETRIEVALS ? 'succeeded' : 'processing';
}

/**
 * Processor dialects of a decline (spec §8): CONCEPT words a cascading decline as a blacklist with code 003,
 * ZOOM answers host code 05 when every processor declines (do-not-honor), else 14; EARTH and FINITY ask for a
 * new card when it has expired.
 */
export function dialect(processor: string, decision: Decline): Decline {
  switch (processor) {
    case 'CONCEPT':
      return decision.cascade ? { ...decision, code: '003', message: 'Card is blacklisted' } : decision;
    case 'ZOOM':
      if (decision.code === 'declined') return { ...decision, code: '05', cascade: false };
      return decision.cascade ? { ...decision, code: '14' } : decision;
    case 'EARTH':
    case 'FINITY':
      return decision.code === 'expired_card' ? { ...decision, code: 'need_new_card', message: 'Old card is invalid' } : decision;
    default:
      return decision;
  }
}
