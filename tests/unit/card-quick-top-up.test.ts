import { describe, expect, it } from 'vitest';
import { quickTopUpBody } from '@/features/card/quickTopUp';

// Spec §6 quick top-up: the last payment's amount, mode and bonus choice (the server recomputes the bonus).

describe('quickTopUpBody', () => {
  const last = { key: 'last' as const, amount: '300', currency: 'USD', bonus: true, fixed: false };

  it('the bonus follows the last choice: the tier bonus when on, none when off or fixed', () => {
    expect(quickTopUpBody(last, 250, 'USD')).toEqual({ amount: '300', fixed: false, bonus: '60.00' });
    expect(quickTopUpBody({ ...last, bonus: false }, 250, 'USD')).toEqual({ amount: '300', fixed: false, bonus: '0.00' });
    expect(quickTopUpBody({ ...last, fixed: true }, 250, 'USD')).toEqual({ amount: '300', fixed: true, bonus: '0.00' });
  });

  it('no last payment, or one in another currency: the minimum, and no bonus (off until the trader chooses it)', () => {
    expect(quickTopUpBody(undefined, 250, 'USD')).toEqual({ amount: '250', fixed: false, bonus: '0.00' });
    expect(quickTopUpBody({ ...last, currency: 'EUR' }, 250, 'USD')).toMatchObject({ amount: '250' });
  });
});
