import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n';
import { methodLabel, shortWallet, withdrawalRequestOf } from '@/features/withdrawal/methodLabel';

describe('withdrawal request and row', () => {
  it('sends the wallet only for a method paid to one: an address typed for Bitcoin stays home for a card payout', () => {
    const typed = { amount: ' 20,5 ', wallet: ' not-a-bitcoin-address ', fixed: false, currency: 'USD' };
    expect(withdrawalRequestOf({ ...typed, method: 'Credit Card' })).toEqual({ amount: '20.5', method: 'Credit Card', wallet: '', fixed: false, currency: 'USD' });
    expect(withdrawalRequestOf({ ...typed, method: 'Perfect Money' }).wallet).toBe('');
    expect(withdrawalRequestOf({ ...typed, method: 'Bitcoin' }).wallet).toBe('not-a-bitcoin-address');
  });

  it('names the card in the trader language, brands as they are', () => {
    const t = ((key: string) => (key === 'withdrawal.method_card' ? 'Банковская карта' : key)) as Translate;
    expect(methodLabel('Credit Card', t)).toBe('Банковская карта');
    expect(methodLabel('Bitcoin_Cash', t)).toBe('Bitcoin Cash');
  });

  it('shortens a long address to its ends', () => {
    expect(shortWallet('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('bc1qw5…v8f3t4');
    expect(shortWallet('short')).toBe('short');
  });
});
