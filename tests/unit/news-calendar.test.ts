import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/api/calendar';
import type { CardReply } from '@/api/card';
import type { NewsList } from '@/api/news';
import { changeLanguage, initI18n, t } from '@/i18n';
import { copyCovers, countriesOf, filterEvents, groupByDay, parseCalendarCopy, periodRange } from '@/features/calendar/rules';
import { declineText } from '@/features/card/declineText';
import { isUnionReturn, parseListenRoute } from '@/features/card/listenRoute';
import { UNION_PAY_FAIL, unionOutcome } from '@/features/card/processors/union';
import { articleIdFromRoute, articleRoute, categoryFromRoute, itemsOf, sectionRoute, newsListKey, parseArticle, parseNewsList, publishedText } from '@/features/news/rules';

// The pure rules of the news screen, the market calendar and the UnionPay return.

const LIST: NewsList = {
  stale: false,
  fetched_at: 1,
  items: [
    { id: 'a'.repeat(16), category: 'news', title: 'One', summary: 's', published_at: 3 },
    { id: 'b'.repeat(16), category: 'analysis', title: 'Two', summary: 's', published_at: 2 },
    { id: 'c'.repeat(16), category: 'news', title: 'Three', summary: 's', published_at: 1 },
  ],
};

describe('news rules', () => {
  it('splits the list into its sections and reads the section from the route', () => {
    expect(itemsOf(LIST, 'news').map((item) => item.title)).toEqual(['One', 'Three']);
    expect(itemsOf(LIST, 'analysis').map((item) => item.title)).toEqual(['Two']);
    expect(itemsOf(null, 'news')).toEqual([]);
    expect(categoryFromRoute('/show/news/analysis')).toBe('analysis');
    expect(categoryFromRoute('/show/news')).toBe('news');
    expect(newsListKey('ru')).toBe('news.list.ru');
  });

  it("an article's address names it, however its id is spelled; a section's names none", () => {
    for (const id of ['fed-1', 'xss/2?x=1#y', 'ФРС 3']) expect(articleIdFromRoute(articleRoute(id))).toBe(id);
    expect(articleIdFromRoute('/show/news')).toBeNull();
    expect(articleIdFromRoute('/show/news/analysis')).toBeNull();
    expect(articleIdFromRoute('/show/news/%E0%A4%A')).toBeNull();
    expect(sectionRoute('analysis')).toBe('/show/news/analysis');
    expect(sectionRoute('news')).toBe('/show/news');
  });

  it('accepts a last copy only in the shape this build reads', () => {
    expect(parseNewsList(LIST)).toEqual(LIST);
    expect(parseNewsList({ items: [{ id: 1 }], stale: false, fetched_at: 1 })).toBeNull();
    expect(parseNewsList(null)).toBeNull();
    expect(parseArticle({ ...LIST.items[0], html: '<p>x</p>', link: '', stale: false })).not.toBeNull();
    expect(parseArticle({ ...LIST.items[0] })).toBeNull();
  });

  it('shows no date for an undated item', () => {
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(publishedText(0, format)).toBe('');
    expect(publishedText(Date.UTC(2026, 10, 24), format)).toBe('Nov 24, 2026');
  });
});

const event = (id: string, time: number, importance: 1 | 2 | 3, country: string): CalendarEvent => ({
  id,
  time,
  country,
  currency: 'USD',
  title: id,
  importance,
  actual: null,
  forecast: '1.0%',
  previous: '0.9%',
});

describe('calendar rules', () => {
  const now = new Date(2026, 10, 25, 15, 30); // local time: the trader's own day
  const today = periodRange('today', now);
  const week = periodRange('week', now);

  it('today is the local day; the week is seven local days from it', () => {
    expect(new Date(today.from)).toEqual(new Date(2026, 10, 25));
    expect(new Date(today.to)).toEqual(new Date(2026, 10, 26));
    expect(week.from).toBe(today.from);
    expect(new Date(week.to)).toEqual(new Date(2026, 11, 2));
  });

  const events = [
    event('late', new Date(2026, 10, 27, 9).getTime(), 1, 'US'),
    event('early', new Date(2026, 10, 25, 8).getTime(), 3, 'DE'),
    event('mid', new Date(2026, 10, 25, 12).getTime(), 2, 'US'),
    event('outside', new Date(2026, 11, 3).getTime(), 3, 'US'),
  ];

  it('filters by period, minimum importance and country', () => {
    expect(filterEvents(events, { minImportance: 1, country: '' }, today).map((item) => item.id)).toEqual(['early', 'mid']);
    expect(filterEvents(events, { minImportance: 1, country: '' }, week).map((item) => item.id)).toEqual(['late', 'early', 'mid']);
    expect(filterEvents(events, { minImportance: 2, country: 'US' }, week).map((item) => item.id)).toEqual(['mid']);
    expect(filterEvents(events, { minImportance: 3, country: '' }, week).map((item) => item.id)).toEqual(['early']);
    expect(countriesOf(events)).toEqual(['DE', 'US']);
  });

  it('groups by local day in time order', () => {
    const groups = groupByDay(filterEvents(events, { minImportance: 1, country: '' }, week));
    expect(groups.map((group) => group.dayKey)).toEqual(['2026-11-25', '2026-11-27']);
    expect(groups[0]?.events.map((item) => item.id)).toEqual(['early', 'mid']);
    expect(groups[0]?.start).toBe(today.from);
  });

  it('keeps the range with its copy and knows when the copy is older than the week asked for', () => {
    const copy = parseCalendarCopy({ now: 1, events, ...week });
    expect(copy).not.toBeNull();
    expect(parseCalendarCopy({ now: 1, events })).toBeNull();
    expect(copyCovers(week, week)).toBe(true);
    expect(copyCovers(week, periodRange('week', new Date(2026, 10, 27)))).toBe(false);
  });
});

const declined = (code: string, message: string): CardReply => ({ ok: false, code, message, cascade: true });

describe('UnionPay return', () => {
  it('recognises the /listen-union/ route and still reads its processor and transaction', () => {
    expect(isUnionReturn('/listen-union/funding/ORANGE/tx_9/dep_1')).toBe(true);
    expect(isUnionReturn('/listen-orange/funding/ORANGE/tx_9/dep_1')).toBe(false);
    expect(parseListenRoute('/listen-union/funding/ORANGE/tx_9/dep_1')).toEqual({ processor: 'ORANGE', transactionId: 'tx_9' });
  });

  it('a decline is orange.pay_fail, unless a deposit rule of the server refused it', () => {
    expect(unionOutcome(declined('3ds_declined', 'Declined by the bank'))).toEqual({ kind: 'declined', cascade: true, code: 'pay_fail', message: UNION_PAY_FAIL });
    expect(unionOutcome(declined('day_limit', 'x'))).toMatchObject({ kind: 'declined', code: 'day_limit' });
    const approved: CardReply = { ok: true, status: 'approved', transactionId: 'tx', redirect: '', method: 'get', fields: {}, dialog: '' };
    expect(unionOutcome(approved)).toEqual({ kind: 'approved', transactionId: 'tx' });
  });

  it('shows orange.pay_fail in the trader language', async () => {
    await initI18n('en');
    expect(declineText(t, UNION_PAY_FAIL)).toBe(t('orange.pay_fail'));
    await changeLanguage('ru');
    expect(declineText(t, UNION_PAY_FAIL)).toBe('Оплата картой не прошла. Попробуйте другую карту.');
    await changeLanguage('en');
  });
});
