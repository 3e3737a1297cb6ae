import { describe, expect, it } from 'vitest';
import { hourMinute, shortDateTime } from '@/lib/clockText';

// Every minute of a day, and a day of each month over two years, in the process's time zone (as the browser's).
const DAY_MINUTES = Array.from({ length: 24 * 60 }, (_, minute) => new Date(2026, 10, 28, 0, minute));
const MONTH_DAYS = Array.from({ length: 24 }, (_, month) => new Date(2025, month, (month * 7) % 28 + 1, (month * 5) % 24, (month * 13) % 60));
const TIMES = [...DAY_MINUTES, ...MONTH_DAYS, new Date(2000, 0, 1, 0, 0), new Date(2009, 8, 9, 9, 9)];

describe('clock text', () => {
  for (const lang of ['en', 'ru']) {
    it(`writes ${lang} dates and times as Intl.DateTimeFormat does`, () => {
      const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
      const clock = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
      for (const at of TIMES) {
        expect(shortDateTime(at, lang)).toBe(dateTime.format(at));
        expect(hourMinute(at.getTime(), lang)).toBe(clock.format(at));
      }
    });
  }

  it('asks Intl for any other language', () => {
    const at = new Date(2026, 10, 28, 23, 14);
    expect(shortDateTime(at, 'de')).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'short', timeStyle: 'short' }).format(at));
    expect(hourMinute(at, 'fr')).toBe(new Intl.DateTimeFormat('fr', { hour: '2-digit', minute: '2-digit' }).format(at));
  });
});
