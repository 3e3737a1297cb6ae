import { describe, expect, it } from 'vitest';
import { TR_TYPES, TX_STATUSES } from '@common/transactions';
import { emptyKeys, hasFilters } from '@/features/history/emptyCopy';
import en from '@/i18n/locales/en.json';
import ru from '@/i18n/locales/ru.json';

const catalogues: Record<string, Record<string, string>> = { en, ru };

describe('every status and type the server names is a word in en and ru', () => {
  const keys = [...TX_STATUSES.map((code) => `history.tx_status_${code}`), ...TR_TYPES.map((type) => `history.type_${type}`)];
  for (const lang of ['en', 'ru']) {
    it(`${lang}: no server code is shown as it is`, () => {
      for (const key of keys) {
        const word = catalogues[lang]?.[key];
        expect(word, key).toBeTruthy();
        // A code would read "withdrawal_return" or "pending:2"; a word has neither.
        expect(word, key).not.toMatch(/[_:]/);
      }
    });
  }

  it('ru says them in Russian, not in the English words', () => {
    for (const key of keys) expect(ru[key as keyof typeof ru], key).not.toBe(en[key as keyof typeof en]);
  });

  it('money a cancelled withdrawal returns is not called a deposit', () => {
    expect(en['history.type_withdrawal_return']).toBe('Withdrawal returned');
    expect(en['history.type_withdrawal_return']).not.toBe(en['history.type_deposit']);
    expect(ru['history.type_withdrawal_return']).not.toBe(ru['history.type_deposit']);
  });
});

describe('an empty list says why', () => {
  it('with no filter set: nothing yet, not "nothing for these filters"', () => {
    expect(hasFilters({}, ['', '  '])).toBe(false);
    expect(emptyKeys('transactions', false)).toEqual({ title: 'history.empty_transactions_none', hint: 'history.empty_transactions_none_hint' });
    expect(emptyKeys('trades', false)).toEqual({ title: 'history.empty_trades_none', hint: 'history.empty_trades_none_hint' });
    for (const key of ['history.empty_transactions_none', 'history.empty_trades_none', 'history.empty_trades_none_hint'] as const) {
      expect(en[key]).not.toMatch(/filter/i);
      expect(ru[key]).not.toMatch(/фильтр/i);
    }
  });

  it('with a date or a choice set: nothing for these filters', () => {
    expect(hasFilters({ DateFrom: 1 }, [])).toBe(true);
    expect(hasFilters({ DateTo: 1 }, [''])).toBe(true);
    expect(hasFilters({}, ['', 'pending'])).toBe(true);
    expect(emptyKeys('trades', true)).toEqual({ title: 'history.empty' });
  });
});
