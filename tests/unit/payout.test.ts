import { describe, expect, it } from 'vitest';
import { PAYOUT_RATE_BP, payoutPercent, potentialReturn, tradeResult, winReturnUnits } from '@common/payout';

describe('payout', () => {
  it('pays stake × (1 + 80 %) on a win, rounding the profit down to the cent', () => {
    expect(PAYOUT_RATE_BP).toBe(8_000n);
    expect(winReturnUnits(1_000n)).toBe(1_800n);
    expect(winReturnUnits(333n)).toBe(599n);
    expect(winReturnUnits(0n)).toBe(0n);
  });

  it('prints the rate as a percentage', () => {
    expect(payoutPercent()).toBe('80');
    expect(payoutPercent(8_050n)).toBe('80.5');
    expect(payoutPercent(10_000n)).toBe('100');
  });

  it('shows the potential return of a typed amount in the language’s money format', () => {
    expect(potentialReturn('10', 'USD', 'en')).toBe('$18.00');
    expect(potentialReturn('1000', 'USD', 'en')).toBe('$1,800.00');
    expect(potentialReturn('3,33', 'USD', 'en')).toBe('$5.99');
    expect(potentialReturn('10000', 'USD', 'ru')).toMatch(/^\$18\s000,00$/);
    expect(potentialReturn('1', 'BTC', 'en')).toBe('1.80000 BTC');
  });

  it('has no return for an amount that is not a number within the stake limits', () => {
    for (const typed of ['', 'abc', '0', '0.99', '-5', '1.2.3', '10000.01', '20000']) expect(potentialReturn(typed, 'USD', 'en')).toBeNull();
    expect(potentialReturn('1', 'USD', 'en')).toBe('$1.80');
    expect(potentialReturn('10000', 'USD', 'en')).toBe('$18,000.00');
  });

  it('signs a settled result: the profit of a win, the stake of a loss, nothing for a tie', () => {
    expect(tradeResult('won', '10.00', '18.00', 'USD', 'en')).toEqual({ tone: 'won', text: '+$8.00' });
    expect(tradeResult('lost', '10.00', '0.00', 'USD', 'en')).toEqual({ tone: 'lost', text: '−$10.00' });
    expect(tradeResult('lost', '10.00', null, 'USD', 'en')).toEqual({ tone: 'lost', text: '−$10.00' });
    expect(tradeResult('tie', '10.00', '10.00', 'USD', 'en')).toEqual({ tone: 'tie', text: '$0.00' });
    expect(tradeResult('won', '1000.00', '1800.00', 'EUR', 'ru').text).toMatch(/^\+€800,00$/);
    expect(tradeResult('lost', '1234.50', '0.00', 'RUB', 'ru').text).toMatch(/^−1\s234,50 RUB$/);
  });
});
