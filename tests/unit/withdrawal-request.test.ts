import { describe, expect, it } from 'vitest';
import { methodLabel, shortWallet, withdrawalRequestOf } from '@/features/withdrawal/methodLabel';

describe('withdrawal request and row', () => {
  it('sends the wallet only for a method paid to one: an address typed for Bitcoin stays home for a card payout', () => {
    const typed = { amount: ' 20,5 ', wallet: ' not-a-bitcoin-address ', fixed: false, currency: 'USD' };
    expect(withdrawalRequestOf({ ...typed, method: 'Credit Card' })).toEqual({ amount: '20.5', method: 'Credit Card', wallet: '', fixed: false, currency: 'USD' });
    expect(withdrawalRequestOf({ ...typed, method: 'Perfect Money' }).wallet).toBe('');
    expect(withdrawalRequestOf({ ...typed, method: 'Bitcoin' }).wallet).toBe('not-a-bitcoin-address');
  });

  it('names each method as the deposit screen does, in the trader language; Latin-lettered brands as they are', () => {
    expect(methodLabel('Credit Card', 'ru')).toBe('Карта');
    expect(methodLabel('Bitcoin_Cash', 'ru')).toBe('Биткоин Кэш');
    expect(methodLabel('Bitcoin_Cash', 'en')).toBe('Bitcoin Cash');
    expect(methodLabel('Yandex', 'ru')).toBe('Яндекс.Деньги');
    expect(methodLabel('Qiwi', 'ru')).toBe('QIWI');
    expect(methodLabel('Skrill', 'ru')).toBe('Skrill');
    expect(methodLabel('USD', 'ru')).toBe('USD');
  });

  it('shortens a long address to its ends', () => {
    expect(shortWallet('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('bc1qw5…v8f3t4');
    expect(shortWallet('short')).toBe('short');
  });
});
