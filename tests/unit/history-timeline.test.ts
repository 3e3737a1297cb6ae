import { describe, expect, it } from 'vitest';
import { withdrawalSteps } from '@/features/history/timeline';

const base = { kind: 'withdrawal', id: 12, method: 'Bitcoin', requestedAt: 1_000 } as const;

describe('a withdrawal\'s status timeline', () => {
  it('pending: requested, in review now, paid still to come', () => {
    expect(withdrawalSteps({ ...base, state: 'pending', settledAt: null })).toEqual([
      { key: 'requested', state: 'done', at: 1_000 },
      { key: 'review', state: 'current', at: null },
      { key: 'paid', state: 'waiting', at: null },
    ]);
  });

  it('paid, returned or cancelled at the time it was settled', () => {
    expect(withdrawalSteps({ ...base, state: 'paid', settledAt: 5_000 }).map((s) => `${s.key}:${s.state}:${s.at}`)).toEqual(['requested:done:1000', 'review:done:null', 'paid:done:5000']);
    expect(withdrawalSteps({ ...base, state: 'declined', settledAt: 6_000 }).at(-1)).toEqual({ key: 'returned', state: 'done', at: 6_000 });
    expect(withdrawalSteps({ ...base, state: 'cancelled', settledAt: 7_000 }).map((s) => s.key)).toEqual(['requested', 'cancelled']);
  });
});
