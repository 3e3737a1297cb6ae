import { describe, expect, it } from 'vitest';
import {
  payoutPercent,
  payoutRange,
  payoutRateBp,
  potentialReturn,
  rateBpOf,
  rateText,
  stakeLimitUnits,
  stakeUnits,
  tradeResult,
  winReturnUnits,
} from '@common/payout';
import { stakeRange } from '@common/limits';

describe('payout rule', () => {
  it('pays by asset class: major pairs most, then metals and oil, indices, crypto least', () => {
    expect(payoutRateBp('fx', 'standard')).toBe(8_500n);
    expect(payoutRateBp('commodity', 'standard')).toBe(8_200n);
    expect(payoutRateBp('index', 'standard')).toBe(8_000n);
    expect(payoutRateBp('crypto', 'standard')).toBe(7_700n);
  });

  it('pays 5 points less on the 30 s expiry', () => {
    expect(payoutRateBp('fx', 'short')).toBe(8_000n);
    expect(payoutRateBp('commodity', 'short')).toBe(7_700n);
    expect(payoutRateBp('index', 'short')).toBe(7_500n);
    expect(payoutRateBp('crypto', 'short')).toBe(7_200n);
    expect(payoutRange()).toEqual({ min: 7_200n, max: 8_500n });
  });

  it('stores a rate as the order keeps it and reads it back', () => {
    expect(rateText(8_500n)).toBe('0.8500');
    expect(rateBpOf('0.8500')).toBe(8_500n);
    expect(rateBpOf('0.8')).toBe(8_000n);
    expect(rateBpOf('1.0000')).toBe(10_000n);
    for (const broken of ['', 'abc', '1.5', '-0.8', '0.80001', '80']) expect(rateBpOf(broken)).toBeNull();
  });
});

describe('payout', () => {
  it('pays stake × (1 + rate) on a win, rounding the profit down to the cent', () => {
    expect(winReturnUnits(1_000n, 8_000n)).toBe(1_800n);
    expect(winReturnUnits(1_000n, 8_500n)).toBe(1_850n);
    expect(winReturnUnits(333n, 8_000n)).toBe(599n);
    expect(winReturnUnits(333n, 7_700n)).toBe(589n);
    expect(winReturnUnits(0n, 8_000n)).toBe(0n);
  });

  it('prints the rate as a percentage', () => {
    expect(payoutPercent(8_000n)).toBe('80');
    expect(payoutPercent(8_050n)).toBe('80.5');
    expect(payoutPercent(10_000n)).toBe('100');
  });

  it('shows the potential return of a typed amount in the language’s money format', () => {
    expect(potentialReturn('10', 'USD', 'en', 8_000n)).toBe('$18.00');
    expect(potentialReturn('10', 'USD', 'en', 8_500n)).toBe('$18.50');
    expect(potentialReturn('1000', 'USD', 'en', 8_000n)).toBe('$1,800.00');
    expect(potentialReturn('3,33', 'USD', 'en', 8_000n)).toBe('$5.99');
    expect(potentialReturn('10000', 'USD', 'ru', 8_000n)).toMatch(/^\$18\s000,00$/);
    expect(potentialReturn('1', 'BTC', 'en', 8_000n)).toBe('1.80000 BTC');
  });

  it('has no return for an amount that is not a number within the stake limits', () => {
    for (const typed of ['', 'abc', '0', '0.99', '-5', '1.2.3', '10000.01', '20000']) expect(potentialReturn(typed, 'USD', 'en', 8_000n)).toBeNull();
    expect(potentialReturn('1', 'USD', 'en', 8_000n)).toBe('$1.80');
    expect(potentialReturn('10000', 'USD', 'en', 8_000n)).toBe('$18,000.00');
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

describe('stake limits per currency', () => {
  it('scales the minimum and the maximum by the currency factor: the same money in RUB as in USD', () => {
    expect(stakeRange('USD')).toEqual({ min: 1, max: 10_000 });
    expect(stakeRange('EUR')).toEqual({ min: 1, max: 10_000 });
    expect(stakeRange('RUB')).toEqual({ min: 60, max: 600_000 });
    expect(stakeLimitUnits('RUB')).toEqual({ min: 6_000n, max: 60_000_000n });
  });

  it('takes a stake only within its currency’s limits and decimals', () => {
    expect(stakeUnits('10000', 'USD')).toBe(1_000_000n);
    expect(stakeUnits('10000.01', 'USD')).toBeNull();
    expect(stakeUnits('10000', 'RUB')).toBe(1_000_000n);
    expect(stakeUnits('600000', 'RUB')).toBe(60_000_000n);
    expect(stakeUnits('600000.01', 'RUB')).toBeNull();
    expect(stakeUnits('59.99', 'RUB')).toBeNull();
    expect(stakeUnits('60', 'RUB')).toBe(6_000n);
    expect(stakeUnits('10.001', 'USD')).toBeNull();
    expect(stakeUnits('1e3', 'USD')).toBeNull();
    expect(potentialReturn('30000', 'RUB', 'en', 8_500n)).toBe('55,500.00 RUB');
  });
});
