// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportOrder } from '@/api/history';
import { createTraderDb, type TraderDb } from '@/db/database';
import { claimAnnouncements, readTradeSound, saveTradeSound } from '@/db/tradeAlerts';
import type { Translate } from '@/i18n';
import en from '@/i18n/locales/en.json';
import ru from '@/i18n/locales/ru.json';
import { announceClosed, type OutcomeEnv, outcomeText, type Settled } from '@/features/notifications/outcome';

const catalogues: Record<string, Record<string, string>> = { en, ru };
const translator =
  (lang: string): Translate =>
  (key, vars = {}) =>
    (catalogues[lang]?.[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

const order = (id: number, status: ReportOrder['status'], extra: Partial<ReportOrder> = {}): ReportOrder => ({
  id,
  symbol: 'EURUSD',
  direction: 'call',
  amount: '10.00',
  currency: 'USD',
  openPrice: '1.08000',
  closePrice: status === 'open' ? null : '1.08010',
  openTime: 1_000,
  expiryTime: 31_000,
  status,
  payout: status === 'won' ? '18.50' : status === 'lost' ? '0.00' : status === 'tie' ? '10.00' : null,
  payoutRate: '0.8500',
  ...extra,
});

let database: TraderDb;
beforeEach(() => {
  database = createTraderDb('trader', { indexedDB: new IDBFactory(), IDBKeyRange });
});

describe('what a closed trade\'s announcement says', () => {
  it('names the asset as the ticket does, the result and the money in the account\'s format, in en and ru', () => {
    const won = order(1, 'won') as Settled;
    expect(outcomeText(won, translator('en'), 'en')).toEqual({ title: 'Trade closed', body: 'EUR/USD: won, $18.50 paid to your account' });
    const lostRub = order(2, 'lost', { symbol: 'XAUUSD', amount: '15000.00', currency: 'RUB' }) as Settled;
    expect(outcomeText(lostRub, translator('ru'), 'ru').body).toMatch(/^Золото: проигрыш 15\s000,00\s?(RUB|₽)$/u);
    expect(outcomeText(order(3, 'tie') as Settled, translator('en'), 'en').body).toBe('EUR/USD: tie, $10.00 returned');
  });
});

describe('announcing closes once', () => {
  it('the first poll on a device marks what it finds as known; later polls announce only new closes', async () => {
    expect(await claimAnnouncements([5, 4], database)).toEqual([]);
    expect(await claimAnnouncements([6, 5, 4], database)).toEqual([6]);
    expect(await claimAnnouncements([6, 5], database)).toEqual([]);
  });

  function fakeEnv(sound: boolean) {
    const toasts: string[] = [];
    const tones: string[] = [];
    const env: OutcomeEnv = {
      toast: (_, text) => toasts.push(text.body),
      notify: vi.fn(async () => undefined),
      sound: async () => sound,
      tone: (kind) => tones.push(kind),
      claim: (ids) => claimAnnouncements(ids, database),
      t: translator('en'),
      lang: () => 'en',
    };
    return { env, toasts, tones };
  }

  it('toasts each new close oldest first, asks for the device notification, and plays one tone only when chosen', async () => {
    await claimAnnouncements([], database);
    const quiet = fakeEnv(false);
    expect(await announceClosed([order(9, 'lost'), order(8, 'won'), order(7, 'open')], quiet.env)).toBe(2);
    expect(quiet.toasts).toEqual(['EUR/USD: won, $18.50 paid to your account', 'EUR/USD: lost $10.00']);
    expect(quiet.env.notify).toHaveBeenCalledTimes(2);
    expect(quiet.tones).toEqual([]);
    const loud = fakeEnv(true);
    expect(await announceClosed([order(10, 'won'), order(9, 'lost')], loud.env)).toBe(1);
    expect(loud.toasts).toEqual(['EUR/USD: won, $18.50 paid to your account']);
    expect(loud.tones).toEqual(['high']);
  });

  it('the sound is off until the trader turns it on', async () => {
    expect(await readTradeSound(database)).toBe(false);
    await saveTradeSound(true, database);
    expect(await readTradeSound(database)).toBe(true);
  });
});
