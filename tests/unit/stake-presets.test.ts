import { describe, expect, it } from 'vitest';
import { defaultStake, stakePresets, stepStake } from '@common/stake';

describe('stake presets', () => {
  it('are 5, 10, 25, 50 and 100 in a USD-like currency, × 60 in RUB', () => {
    expect(stakePresets('USD')).toEqual(['5', '10', '25', '50', '100']);
    expect(stakePresets('EUR')).toEqual(['5', '10', '25', '50', '100']);
    expect(stakePresets('RUB')).toEqual(['300', '600', '1500', '3000', '6000']);
    expect(defaultStake('USD')).toBe('10');
    expect(defaultStake('RUB')).toBe('600');
  });
});

describe('− and +', () => {
  it('step along the ladder, presets included', () => {
    expect(stepStake('10', 'up', 'USD')).toBe('25');
    expect(stepStake('25', 'up', 'USD')).toBe('50');
    expect(stepStake('10', 'down', 'USD')).toBe('5');
    expect(stepStake('100', 'up', 'USD')).toBe('250');
    expect(stepStake('600', 'up', 'RUB')).toBe('1500');
    expect(stepStake('300', 'down', 'RUB')).toBe('120');
  });

  it('take an amount off the ladder to the next rung in that direction', () => {
    expect(stepStake('12.50', 'up', 'USD')).toBe('25');
    expect(stepStake('12.50', 'down', 'USD')).toBe('10');
    expect(stepStake('12,50', 'down', 'USD')).toBe('10');
  });

  it('stay within the currency’s stake limits', () => {
    expect(stepStake('1', 'down', 'USD')).toBe('1');
    expect(stepStake('10000', 'up', 'USD')).toBe('10000');
    expect(stepStake('9999', 'up', 'USD')).toBe('10000');
    expect(stepStake('20000', 'down', 'USD')).toBe('10000');
    expect(stepStake('60', 'down', 'RUB')).toBe('60');
    expect(stepStake('600000', 'up', 'RUB')).toBe('600000');
    expect(stepStake('0.5', 'up', 'USD')).toBe('1');
  });

  it('start from the default stake when the amount is no number', () => {
    expect(stepStake('', 'up', 'USD')).toBe('10');
    expect(stepStake('abc', 'down', 'RUB')).toBe('600');
  });
});
