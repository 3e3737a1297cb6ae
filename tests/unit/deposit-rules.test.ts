import { describe, expect, it } from 'vitest';
import {
  bonusAmount,
  promisedBonus,
  checkDepositAmount,
  clampToSlider,
  minimumDeposit,
  parseFundingAdd,
  partnerRisk,
  paymentTabs,
  pfsAllowed,
  quickTopUpAllowed,
  skrillAllowed,
  sliderStops,
  TIERS,
  tierOf,
} from '@common/deposit';

describe('minimum deposit (spec §6, §9)', () => {
  it('uses the server value when it is a positive amount', () => {
    expect(minimumDeposit('250.00', 'USD')).toBe(250);
    expect(minimumDeposit('500', 'EUR')).toBe(500);
    expect(minimumDeposit('15000.00', 'RUB')).toBe(15000);
    expect(minimumDeposit('250.50', 'USD')).toBe(251);
  });
  it('falls back to 250 × the RUB factor', () => {
    expect(minimumDeposit('', 'USD')).toBe(250);
    expect(minimumDeposit('0.00', 'USD')).toBe(250);
    expect(minimumDeposit(null, 'RUB')).toBe(15000);
    expect(minimumDeposit('abc', 'rub')).toBe(15000);
  });
});

describe('slider stops and tiers', () => {
  it('stops 1000/3000/10000, × 60 for RUB', () => {
    expect(sliderStops(250, 'USD')).toEqual({ start: 250, bronze: 1000, silver: 3000, gold: 10000 });
    expect(sliderStops(15000, 'RUB')).toEqual({ start: 15000, bronze: 60000, silver: 180000, gold: 600000 });
  });
  it('cutoffs are the bronze and silver stops', () => {
    const stops = sliderStops(250, 'USD');
    expect(tierOf(250, stops)).toBe(TIERS.bronze);
    expect(tierOf(1000, stops)).toBe(TIERS.bronze);
    expect(tierOf(1001, stops)).toBe(TIERS.silver);
    expect(tierOf(3000, stops)).toBe(TIERS.silver);
    expect(tierOf(3001, stops)).toBe(TIERS.gold);
    expect(tierOf(10000, stops)).toBe(TIERS.gold);
    expect(TIERS.bronze).toMatchObject({ rate: '1.2', bonusPercent: 20 });
    expect(TIERS.silver).toMatchObject({ rate: '1.5', bonusPercent: 50 });
    expect(TIERS.gold).toMatchObject({ rate: '2', bonusPercent: 100 });
  });
  it('bonus: percent of the amount; none when off or in fixed mode', () => {
    expect(bonusAmount(1000, TIERS.bronze, { bonus: true, fixed: false })).toBe('200.00');
    expect(bonusAmount(3000, TIERS.silver, { bonus: true, fixed: false })).toBe('1500.00');
    expect(bonusAmount(333, TIERS.bronze, { bonus: true, fixed: false })).toBe('66.60');
    expect(bonusAmount(1000, TIERS.bronze, { bonus: false, fixed: false })).toBe('0.00');
    expect(bonusAmount(1000, TIERS.gold, { bonus: true, fixed: true })).toBe('0.00');
  });
  it('clamps onto the slider', () => {
    const stops = sliderStops(250, 'USD');
    expect(clampToSlider(10, stops)).toBe(250);
    expect(clampToSlider(99999, stops)).toBe(10000);
    expect(clampToSlider(Number.NaN, stops)).toBe(250);
  });
});

describe('amount messages (spec §5)', () => {
  it("fiat: 'Wrong amount! Min deposit N'", () => {
    expect(checkDepositAmount('250', 250, 'fiat')).toBeNull();
    expect(checkDepositAmount('249', 250, 'fiat')).toEqual({ key: 'deposit.wrong_amount_min', min: 250 });
    expect(checkDepositAmount('300.5', 250, 'fiat')).toEqual({ key: 'deposit.wrong_amount_min', min: 250 });
    expect(checkDepositAmount('', 250, 'fiat')?.key).toBe('deposit.wrong_amount_min');
  });
  it("fixed crypto: above 0 ('Wrong amount!')", () => {
    expect(checkDepositAmount('0.5', 250, 'fixed')).toBeNull();
    expect(checkDepositAmount('0', 250, 'fixed')).toEqual({ key: 'deposit.wrong_amount' });
    expect(checkDepositAmount('x', 250, 'fixed')).toEqual({ key: 'deposit.wrong_amount' });
  });
});

describe('geography and tabs', () => {
  it('Skrill hidden for the listed geos; PFS refused for its list', () => {
    for (const geo of ['DE', 'GB', 'BE', 'FR', 'ES', 'CN', 'HK', 'IL', 'MO', 'SG', 'AE', 'CA', 'TR', 'US', 'JP']) expect(skrillAllowed(geo)).toBe(false);
    expect(skrillAllowed('br')).toBe(true);
    for (const geo of ['GB', 'ES', 'DE', 'IT', 'NL', 'SE', 'FR', 'CZ', 'LU', 'AT', 'BE', 'NO']) expect(pfsAllowed(geo)).toBe(false);
    expect(pfsAllowed('PT')).toBe(true);
  });
  it('tabs by language and currency', () => {
    const en = paymentTabs({ lang: 'en', currency: 'USD', country: 'BR', cardRisk: '0', verification: 'Full' });
    expect(en[0]).toBe('card');
    expect(en).toContain('skrill');
    expect(en).not.toContain('qiwi');
    expect(paymentTabs({ lang: 'en', currency: 'USD', country: 'GB', cardRisk: '0', verification: 'Full' })).not.toContain('skrill');
    const ru = paymentTabs({ lang: 'ru', currency: 'RUB', country: 'RU', cardRisk: '0', verification: 'Full' });
    expect(ru).toEqual(['card', 'card_moneta', 'bitcoin', 'yandex', 'qiwi', 'webmoney', 'perfect', 'bank']);
    expect(paymentTabs({ lang: 'ru', currency: 'USD', country: 'RU', cardRisk: '0', verification: 'Full' })).not.toContain('qiwi');
  });
  it('partner risk puts bitcoin first', () => {
    expect(partnerRisk({ cardRisk: '1', verification: 'None' })).toBe(true);
    expect(partnerRisk({ cardRisk: '1', verification: 'Full' })).toBe(false);
    expect(partnerRisk({ cardRisk: '0', verification: 'None' })).toBe(false);
    expect(paymentTabs({ lang: 'en', currency: 'USD', country: 'BR', cardRisk: '1', verification: 'None' }).slice(0, 2)).toEqual(['bitcoin', 'card']);
  });
  it('quick top-up only with deposits and fillCard 1', () => {
    expect(quickTopUpAllowed('10.00', '1')).toBe(true);
    expect(quickTopUpAllowed('0.00', '1')).toBe(false);
    expect(quickTopUpAllowed('10.00', '0')).toBe(false);
  });
  it('parses the add parameter', () => {
    expect(parseFundingAdd('payment_error')).toBe('payment_error');
    expect(parseFundingAdd('promo')).toBe('promo');
    expect(parseFundingAdd('nope')).toBeNull();
    expect(parseFundingAdd(undefined)).toBeNull();
  });
});

describe('promisedBonus: what the funding page promises', () => {
  const bronze = { name: 'bronze', rate: '1.2', bonusPercent: 20 } as const;
  it('adds a promo code or offer percent on top of the tier bonus, in whole cents', () => {
    expect(promisedBonus(400, bronze, { bonus: true, fixed: false, extraPercent: 50 })).toBe('280.00');
    expect(promisedBonus(333, bronze, { bonus: true, fixed: false, extraPercent: 30 })).toBe('166.50');
  });
  it('keeps the extra when the tier bonus is off, and promises nothing in fixed mode', () => {
    expect(promisedBonus(400, bronze, { bonus: false, fixed: false, extraPercent: 50 })).toBe('200.00');
    expect(promisedBonus(400, bronze, { bonus: true, fixed: true, extraPercent: 50 })).toBe('0.00');
    expect(promisedBonus(400, bronze, { bonus: true, fixed: false, extraPercent: 0 })).toBe('80.00');
  });
});
