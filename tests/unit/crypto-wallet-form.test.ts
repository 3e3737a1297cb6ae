import { describe, expect, it } from 'vitest';
import { walletBonus } from '@/features/crypto/WalletDeposit';
import { walletAmount, walletFields, walletProblems } from '@/features/crypto/walletForm';
import { estimateCoins, invoiceAmountText } from '@/lib/crypto';

const OK = { amount: '300', netAccount: '123456789012', secureId: '123456', btc: '0.01' };

describe('wallet form checks (spec §5, §7)', () => {
  it('amount: digits with one dot or comma, the currency decimals, at least the minimum', () => {
    expect(walletAmount('300', 250, 'USD')).toBe('300');
    expect(walletAmount('300,50', 250, 'USD')).toBe('300.50');
    expect(walletAmount(' 250 ', 250, 'USD')).toBe('250');
    for (const bad of ['', '249.99', '300.505', '3e2', '-300', '300$', '1.2.3']) expect(walletAmount(bad, 250, 'USD'), bad).toBeNull();
    expect(walletAmount('15000', 15000, 'RUB')).toBe('15000');
  });

  it('each method checks its own fields, in form order', () => {
    expect(walletFields('neteller')).toEqual(['amount', 'net_account', 'secure_id']);
    expect(walletFields('bitcoin_report')).toEqual(['amount', 'btc']);
    expect(walletFields('bank')).toEqual(['amount']);
    expect(walletProblems('neteller', OK, 250, 'USD')).toEqual([]);
    expect(walletProblems('neteller', { ...OK, netAccount: 'me@example.com' }, 250, 'USD')).toEqual([]);
    expect(walletProblems('neteller', { ...OK, amount: '10', netAccount: '12345', secureId: '12a' }, 250, 'USD')).toEqual([
      { field: 'amount', key: 'deposit.wrong_amount_min', min: 250 },
      { field: 'net_account', key: 'wallet.net_account_invalid' },
      { field: 'secure_id', key: 'wallet.secure_id_invalid' },
    ]);
    expect(walletProblems('bitcoin_report', { ...OK, btc: '0' }, 250, 'USD')).toEqual([{ field: 'btc', key: 'wallet.btc_invalid' }]);
    // Fields a method does not show are not checked.
    expect(walletProblems('perfect', { ...OK, netAccount: '', secureId: '', btc: '' }, 250, 'USD')).toEqual([]);
  });

  it('the slider bonus follows the amount tier, and is 0 when off', () => {
    expect(walletBonus('300', true, 250, 'USD')).toBe('60.00'); // bronze 20 %
    expect(walletBonus('2000.50', true, 250, 'USD')).toBe('1000.00'); // silver 50 % of the whole part
    expect(walletBonus('300', false, 250, 'USD')).toBe('0.00');
  });
});

describe('invoice amounts (spec §9 decimals vs an exact payment)', () => {
  it('keeps every significant decimal, trims zeros down to 5', () => {
    expect(invoiceAmountText('0.00500000')).toBe('0.00500');
    expect(invoiceAmountText('0.00412345')).toBe('0.00412345');
    expect(invoiceAmountText('1.50000000')).toBe('1.50000');
    expect(invoiceAmountText('2')).toBe('2.00000');
    expect(invoiceAmountText('abc')).toBeNull();
  });

  it('estimates the coins a fiat amount buys as the server prices it (rounded up to the satoshi)', () => {
    expect(estimateCoins('300', '60000.00')).toBe('0.00500000');
    expect(estimateCoins('100', '30000')).toBe('0.00333334');
    expect(estimateCoins('0', '30000')).toBeNull();
    expect(estimateCoins('100', '0')).toBeNull();
  });
});
