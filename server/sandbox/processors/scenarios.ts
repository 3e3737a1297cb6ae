// The sandbox processors' behaviour (CONTRACT.md "Sandbox test cards"), pure. The card number picks a
// scenario; only the scenario name is stored, never the number.

import type { Decision, Decline } from '../../cards/processor.ts';

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

/** Pending cards answer "processing" to this many listen calls, then approve. */
export const PENDING_LISTENS = 2;

/**
 * What a processor does with a scenario. `firstInDeposit`: no other processor has been tried in this deposit
 * (4000…0002 declines there and approves on the next one).
 */
export function decide(scenario: Scenario, firstInDeposit: boolean): Decision {
  switch (scenario) {
    case 'approve':
      return { status: 'approved' };
    case 'decline_first':
      return firstInDeposit ? { status: 'declined', code: 'do_not_honor', message: 'Do not honor', cascade: true } : { status: 'approved' };
    case 'three_ds':
      return { status: 'challenge' };
    case 'pending':
      return { status: 'pending' };
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

/** The listen answer for a pending attempt after `listens` listen calls (this one included). */
export function decidePending(listens: number): 'pending' | 'approved' {
  return listens > PENDING_LISTENS ? 'approved' : 'pending';
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
