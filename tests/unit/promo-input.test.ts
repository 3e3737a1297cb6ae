import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPromoInput, readPromoInput, storePromoInput } from '@/lib/promoInput';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the stored promo input', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a trimmed code until it is forgotten', () => {
    expect(readPromoInput()).toBe('');
    storePromoInput('  WELCOME50 ');
    expect(readPromoInput()).toBe('WELCOME50');
    forgetPromoInput();
    expect(readPromoInput()).toBe('');
  });

  it('forgets on an empty code', () => {
    storePromoInput('WELCOME50');
    storePromoInput('   ');
    expect(readPromoInput()).toBe('');
  });

  it('is silent when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => storePromoInput('X')).not.toThrow();
    expect(readPromoInput()).toBe('');
  });
});
