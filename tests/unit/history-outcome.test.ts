import { describe, expect, it } from 'vitest';
import { formatSignedMoney, orderProfit, toneOf } from '@/features/history/outcome';

const order = (amount: string, payout: string | null, currency = 'USD') => ({ amount, payout, currency });

describe('a trade’s profit or loss (payout − stake, in minor units)', () => {
  it('is payout minus stake once settled, null while open', () => {
    expect(orderProfit(order('10.00', '18.00'))).toBe('8.00');
    expect(orderProfit(order('10.00', '0.00'))).toBe('-10.00');
    expect(orderProfit(order('10.00', '10.00'))).toBe('0.00');
    expect(orderProfit(order('10.00', null))).toBeNull();
  });

  it('is exact where floats are not (0.1 + 0.2), and keeps a 5-decimal currency’s digits', () => {
    expect(orderProfit(order('0.10', '0.30'))).toBe('0.20');
    expect(orderProfit(order('0.00100', '0.00180', 'BTC'))).toBe('0.00080');
    expect(orderProfit(order('10000.00', '18000.00'))).toBe('8000.00');
  });

  it('is null on an amount that is not a decimal rather than a made-up number', () => {
    expect(orderProfit(order('ten', '18.00'))).toBeNull();
  });
});

describe('signed money', () => {
  it('shows + on a gain and the minus sign on a loss, none on zero', () => {
    expect(formatSignedMoney('8.00', 'USD', 'en')).toBe('+$8.00');
    expect(formatSignedMoney('-10.00', 'USD', 'en')).toBe('−$10.00');
    expect(formatSignedMoney('0.00', 'USD', 'en')).toBe('$0.00');
    expect(formatSignedMoney('-0.00', 'USD', 'en')).toBe('$0.00');
    expect(formatSignedMoney('1234.5', 'USD', 'ru')).toMatch(/^\+\$1\s234,50$/u);
    expect(formatSignedMoney('0.0008', 'BTC', 'en')).toBe('+0.00080 BTC');
  });

  it('names the tone the colour comes from', () => {
    expect(toneOf('8.00', 'USD')).toBe('gain');
    expect(toneOf('-0.01', 'USD')).toBe('loss');
    expect(toneOf('0', 'USD')).toBe('even');
  });
});
