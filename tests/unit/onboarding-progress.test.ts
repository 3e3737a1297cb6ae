import { describe, expect, it } from 'vitest';
import { depositPrompt, startSteps } from '@/features/onboarding/progress';

describe('the first session', () => {
  it('leads a new trader to the first deposit, an empty account to a top-up, a funded one to nothing', () => {
    expect(depositPrompt({ depositsTotal: '0', balance: '0.00' })).toBe('first');
    expect(depositPrompt({ depositsTotal: '250.00', balance: '0.00' })).toBe('empty');
    expect(depositPrompt({ depositsTotal: '250.00', balance: '0.01' })).toBeNull();
    // A bonus or a transfer with no deposit yet: money to trade with is what counts.
    expect(depositPrompt({ depositsTotal: '0', balance: '10' })).toBeNull();
  });

  it('ticks each step from what the account shows', () => {
    expect(startSteps({ depositsTotal: '0', verification: 'None' }, 0)).toEqual([
      { name: 'verify', done: false },
      { name: 'fund', done: false },
      { name: 'trade', done: false },
    ]);
    expect(startSteps({ depositsTotal: '250.00', verification: 'Partial' }, 1).map((step) => step.done)).toEqual([false, true, true]);
    expect(startSteps({ depositsTotal: '0.00', verification: 'Full' }, 0).map((step) => step.done)).toEqual([true, false, false]);
  });
});
