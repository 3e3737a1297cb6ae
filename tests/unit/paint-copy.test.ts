import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPaintCopies, keepPaintCopy, readPaintCopy } from '@/content/paintCopy';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('the first-paint copy of home (a repeat visit paints the page with the balance)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one copy per page and language', () => {
    expect(readPaintCopy('pg', 'trading-main', 'en')).toBeNull();
    keepPaintCopy('pg', 'trading-main', 'en', '<h1>Welcome back</h1>');
    keepPaintCopy('pg', 'trading-main', 'ru', '<h1>С возвращением</h1>');
    expect(readPaintCopy('pg', 'trading-main', 'en')).toBe('<h1>Welcome back</h1>');
    expect(readPaintCopy('pg', 'trading-main', 'ru')).toBe('<h1>С возвращением</h1>');
  });

  it('forgets every copy, and nothing else, when a session ends', () => {
    localStorage.setItem('promo.input', 'WELCOME50');
    keepPaintCopy('pg', 'trading-main', 'en', '<p>a</p>');
    keepPaintCopy('pg', 'trading-main', 'ru', '<p>b</p>');
    forgetPaintCopies();
    expect(readPaintCopy('pg', 'trading-main', 'en')).toBeNull();
    expect(readPaintCopy('pg', 'trading-main', 'ru')).toBeNull();
    expect(localStorage.getItem('promo.input')).toBe('WELCOME50');
  });

  it('paints nothing, and fails nothing, when storage is blocked', () => {
    vi.stubGlobal('localStorage', undefined);
    keepPaintCopy('pg', 'trading-main', 'en', '<p>a</p>');
    expect(readPaintCopy('pg', 'trading-main', 'en')).toBeNull();
    expect(() => forgetPaintCopies()).not.toThrow();
  });
});
