import type { TransactionSourceInfo } from '@common/api/history';

// A withdrawal's status timeline from its stored state and times: requested → in review → paid, or returned
// (declined) or cancelled. The review has no time of its own: it starts when the request is made. Pure.

export type StepKey = 'requested' | 'review' | 'paid' | 'returned' | 'cancelled';
/** done: happened (at `at` when known); current: where the request is now; waiting: still to come. */
export type Step = { key: StepKey; state: 'done' | 'current' | 'waiting'; at: number | null };

type Withdrawal = Extract<TransactionSourceInfo, { kind: 'withdrawal' }>;

export function withdrawalSteps(source: Withdrawal): Step[] {
  const requested: Step = { key: 'requested', state: 'done', at: source.requestedAt };
  switch (source.state) {
    case 'pending':
      return [requested, { key: 'review', state: 'current', at: null }, { key: 'paid', state: 'waiting', at: null }];
    case 'paid':
      return [requested, { key: 'review', state: 'done', at: null }, { key: 'paid', state: 'done', at: source.settledAt }];
    case 'declined':
      return [requested, { key: 'review', state: 'done', at: null }, { key: 'returned', state: 'done', at: source.settledAt }];
    case 'cancelled':
      return [requested, { key: 'cancelled', state: 'done', at: source.settledAt }];
  }
}
