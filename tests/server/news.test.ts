import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payoutPercent, payoutRange } from '../../common/payout.ts';
import { DURATIONS_S } from '../../common/expiry.ts';
import { CALENDAR_FIXTURE } from '../../server/sandbox/calendar-fixture.ts';
import { replayedCalendar } from '../../server/sandbox/calendar.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// /api/news/rss, /api/news/html, /api/calendar, the content pages, /api/unionpay/listen.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Item = { id: string; category: string; title: string; summary: string; published_at: number };
type List = { return: boolean; items: Item[]; stale: boolean; code?: string; message?: string };

const sandboxFeed = (body: Record<string, unknown>) =>
  server.app.request('/sandbox/news', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('news', () => {
  afterEach(async () => {
    await sandboxFeed({ reset: true });
  });

  it('needs a session', async () => {
    const res = await server.app.request('/api/news/rss', { method: 'POST' });
    expect([401, 403]).toContain(res.status);
  });

  it('lists the sandbox feed per language, news and analysis, newest first, summaries as plain text', async () => {
    const { app } = await signedInTrader(server, { label: 'news' });
    const en = await json<List>(await app.post('/api/news/rss', {}, { headers: { 'X-Lang': 'en' } }));
    expect(en).toMatchObject({ return: true, stale: false });
    expect(en.items.length).toBe(6);
    expect(new Set(en.items.map((item) => item.category))).toEqual(new Set(['news', 'analysis']));
    expect(en.items.map((item) => item.published_at)).toEqual(en.items.map((item) => item.published_at).toSorted((a, b) => b - a));
    for (const item of en.items) expect(item.summary).not.toMatch(/[<>]/);
    const ru = await json<List>(await app.post('/api/news/rss', {}, { headers: { 'X-Lang': 'ru' } }));
    expect(ru.items.length).toBe(5);
    expect(ru.items[0]?.title).toMatch(/ФРС/);
    const analysis = await json<List>(await app.post('/api/news/rss', { category: 'analysis' }, { headers: { 'X-Lang': 'en' } }));
    expect(analysis.items.every((item) => item.category === 'analysis')).toBe(true);
    expect(analysis.items.length).toBe(2);
  });

  it('answers an article with its HTML (for the client to sanitize) and 404 for an unknown id', async () => {
    const { app } = await signedInTrader(server, { label: 'news' });
    const list = await json<List>(await app.post('/api/news/rss', {}));
    const first = list.items[0];
    const article = await json<{ return: boolean; html: string; title: string; link: string }>(await app.post('/api/news/html', { id: first?.id }));
    expect(article).toMatchObject({ return: true, title: first?.title });
    expect(article.html).toContain('<strong>');
    expect(article.link).toMatch(/^https:\/\//);
    const missing = await app.post('/api/news/html', { id: '0123456789abcdef' });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ return: false, code: 'not_found' });
    expect((await app.post('/api/news/html', { id: '../../etc' })).status).toBe(404);
  });

  it('a malformed feed keeps the last good parse, served as stale; the article still opens', async () => {
    const { app } = await signedInTrader(server, { label: 'news' });
    const good = await json<List>(await app.post('/api/news/rss', {}));
    expect((await sandboxFeed({ xml: '<rss><channel><item><title>broken' })).status).toBe(200);
    const stale = await json<List>(await app.post('/api/news/rss', {}));
    expect(stale).toMatchObject({ return: true, stale: true });
    expect(stale.items).toEqual(good.items);
    const article = await json<{ return: boolean; stale: boolean }>(await app.post('/api/news/html', { id: good.items[0]?.id }));
    expect(article).toMatchObject({ return: true, stale: true });
    // Not RSS at all is as malformed as broken XML.
    await sandboxFeed({ xml: '<html><body>Maintenance</body></html>' });
    expect(await json<List>(await app.post('/api/news/rss', {}))).toMatchObject({ return: true, stale: true });
    await sandboxFeed({ reset: true });
    expect(await json<List>(await app.post('/api/news/rss', {}))).toMatchObject({ return: true, stale: false });
  });

  it('a malformed feed with no good parse before it is a clear error reply', async () => {
    const fresh = await startServer();
    try {
      await fresh.app.request('/sandbox/news', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ xml: 'not xml at all <' }) });
      const { app } = await signedInTrader(fresh, { label: 'news' });
      const res = await app.post('/api/news/rss', {});
      expect(res.status).toBe(502);
      expect(await json(res)).toMatchObject({ return: false, code: 'news.malformed', message: expect.stringMatching(/news feed/) });
    } finally {
      await fresh.close();
    }
  });
});

describe('no feed: neither NEWS_RSS_URL nor the sandbox', () => {
  it("says the news is unavailable instead of serving the sandbox's fixture", async () => {
    const production = await startServer({ SANDBOX: '0' });
    try {
      const { app } = await signedInTrader(production, { label: 'no-news' });
      expect(await json(await app.post('/api/news/rss', {}))).toMatchObject({ return: false, code: 'news.unavailable', message: 'News is not available on this server right now.' });
      expect(await json(await app.post('/api/news/html', { id: '0123456789abcdef' }))).toMatchObject({ return: false, code: 'news.unavailable' });
    } finally {
      await production.close();
    }
  });
});

describe('a real feed configured (NEWS_RSS_URL)', () => {
  it('an unreachable feed with nothing read yet is a clear 502; the sandbox control refuses to replace a real feed', async () => {
    const real = await startServer({ NEWS_RSS_URL: 'http://127.0.0.1:9/feed.xml' });
    try {
      const { app } = await signedInTrader(real, { label: 'news' });
      const res = await app.post('/api/news/rss', {});
      expect(res.status).toBe(502);
      expect(await json(res)).toMatchObject({ return: false, code: 'news.unreachable' });
      const control = await real.app.request('/sandbox/news', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reset: true }) });
      expect(control.status).toBe(409);
    } finally {
      await real.close();
    }
  });
});

type CalendarEvent = { id: string; time: number; country: string; currency: string; importance: number; actual: string | null; forecast: string | null; previous: string | null; title: string };

describe('market calendar', () => {
  const DAY = 86_400_000;
  const WEEK = 7 * DAY;
  /** Monday 00:00 UTC of the server clock's week (1970-01-05 was a Monday). */
  const monday = (ms: number) => ms - ((ms - 4 * DAY) % WEEK);

  it('answers the same events for the same range, in time order, actual only once published', async () => {
    const { app } = await signedInTrader(server, { label: 'cal' });
    const now = server.clock.now().getTime();
    const from = now - (now % DAY) - DAY;
    const body = { from, to: from + 8 * DAY };
    const first = await json<{ return: boolean; now: number; events: CalendarEvent[] }>(await app.post('/api/calendar', body));
    const again = await json<{ events: CalendarEvent[] }>(await app.post('/api/calendar', body));
    expect(first.return).toBe(true);
    // Exactly the fixture's releases the replay puts in the range (server/sandbox/calendar.ts).
    const expected = replayedCalendar(new Date(first.now)).filter((entry) => Date.parse(entry.date) >= from && Date.parse(entry.date) < from + 8 * DAY);
    expect(expected.length).toBeGreaterThan(5);
    expect(first.events).toHaveLength(expected.length);
    expect(again.events).toEqual(first.events);
    expect(first.events.map((event) => event.time)).toEqual(first.events.map((event) => event.time).toSorted((a, b) => a - b));
    for (const event of first.events) {
      expect([1, 2, 3]).toContain(event.importance);
      expect(event.country).toMatch(/^[A-Z]{2}$/);
      expect(event.time >= from && event.time < from + 8 * DAY).toBe(true);
      expect(event.actual === null).toBe(event.time > first.now);
    }
    // A narrower range is a subset of the wider one.
    const today = await json<{ events: CalendarEvent[] }>(await app.post('/api/calendar', { from: from + DAY, to: from + 2 * DAY }));
    expect(today.events).toEqual(first.events.filter((event) => event.time >= from + DAY && event.time < from + 2 * DAY));
  });

  it('shows the real published figures of the fixture, never made-up ones', async () => {
    const { app } = await signedInTrader(server, { label: 'cal' });
    const from = monday(server.clock.now().getTime()) - WEEK;
    const weeks = [0, 1].map((n) => ({ from: from + n * 15 * DAY, to: from + (n + 1) * 15 * DAY }));
    const events = (await Promise.all(weeks.map(async (range) => (await json<{ events: CalendarEvent[] }>(await app.post('/api/calendar', range, { headers: { 'X-Lang': 'en' } }))).events))).flat();
    expect(events).toHaveLength(CALENDAR_FIXTURE.length);
    // Repeats of one release (monthly CPI, payrolls) never share a time, so never an id.
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    for (const event of events) {
      const real = CALENDAR_FIXTURE.filter((entry) => entry.title === event.title && entry.country === event.currency && entry.previous === event.previous && entry.forecast === event.forecast);
      expect(real.length, `${event.title} ${event.previous}`).toBeGreaterThan(0);
      if (event.actual !== null) expect(real.map((entry) => entry.actual)).toContain(event.actual);
    }
    // Spot checks against the record: US CPI for August 2024 (out 2024-09-11) was 2.5% y/y; NFP for October 2024, 12K.
    expect(events.find((event) => event.title === 'CPI y/y' && event.previous === '2.9%')?.forecast).toBe('2.6%');
    expect(events.some((event) => event.title === 'Non-Farm Employment Change' && event.previous === '223K' && event.forecast === '106K')).toBe(true);
  });

  it('moving the sandbox clock publishes figures', async () => {
    const { app } = await signedInTrader(server, { label: 'cal' });
    const now = server.clock.now().getTime();
    const body = { from: now, to: now + 8 * DAY };
    const before = await json<{ events: CalendarEvent[] }>(await app.post('/api/calendar', body));
    const upcoming = before.events.find((event) => event.actual === null);
    expect(upcoming).toBeDefined();
    await server.app.request('/sandbox/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_ms: 8 * DAY }) });
    const after = await json<{ events: CalendarEvent[] }>(await app.post('/api/calendar', body));
    expect(after.events.find((event) => event.id === upcoming?.id)?.actual).toMatch(/\d/);
  });

  it('names events per language and refuses a bad or too wide range', async () => {
    const { app } = await signedInTrader(server, { label: 'cal' });
    const from = monday(server.clock.now().getTime()) - WEEK;
    const en = await json<{ events: CalendarEvent[] }>(await app.post('/api/calendar', { from, to: from + 15 * DAY }, { headers: { 'X-Lang': 'en' } }));
    const ru = await json<{ events: CalendarEvent[] }>(await app.post('/api/calendar', { from, to: from + 15 * DAY }, { headers: { 'X-Lang': 'ru' } }));
    expect(ru.events.map((event) => event.id)).toEqual(en.events.map((event) => event.id));
    expect(ru.events.some((event, i) => event.title !== en.events[i]?.title)).toBe(true);
    expect(ru.events.map((event) => event.title)).toContain('Индекс потребительских цен (г/г)');
    for (const body of [{}, { from: 'x', to: 1 }, { from: 10, to: 5 }, { from, to: from + 40 * DAY }]) {
      const res = await app.post('/api/calendar', body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ return: false, code: 'bad_range' });
    }
  });

  it('without the sandbox and without CALENDAR_URL, or with a feed that cannot be read, says the calendar is unavailable', async () => {
    const { app: trader } = await signedInTrader(server, { label: 'cal' });
    const now = server.clock.now().getTime();
    // Port 9 (discard) refuses at once on loopback: the feed is unreachable.
    const envs: Record<string, string>[] = [{ SANDBOX: '0' }, { CALENDAR_URL: 'http://127.0.0.1:9/ff_calendar_thisweek.json' }];
    for (const env of envs) {
      const browser = new Browser(server.appWith(env));
      browser.cookies.clear();
      for (const [name, value] of trader.cookies) browser.cookies.set(name, value);
      for (const lang of ['en', 'ru'] as const) {
        const reply = await json<{ return: boolean; code: string; message: string }>(await browser.post('/api/calendar', { from: now, to: now + DAY }, { headers: { 'X-Lang': lang } }));
        expect(reply).toEqual({ return: false, code: 'calendar.unavailable', message: lang === 'en' ? 'The calendar is not available right now. Please try again later.' : 'Календарь сейчас недоступен. Попробуйте позже.' });
      }
    }
  });
});

describe('pages', () => {
  it.each(['news', 'calendar', 'info', 'promo'])('pg/%s serves in en and ru', async (name) => {
    const { app } = await signedInTrader(server, { label: 'pages' });
    const en = await (await app.send(`/api/pg/${name}?lang=en`)).text();
    const ru = await (await app.send(`/api/pg/${name}?lang=ru`)).text();
    expect(en).toMatch(/<h1/);
    expect(ru).toMatch(/[А-Яа-я]/);
    expect(en).not.toEqual(ru);
    if (name !== 'info') expect(en).toContain(`data-widget="${name}"`);
  });

  it('the info page has the company, conditions, contacts and the risk disclosure', async () => {
    const { app } = await signedInTrader(server, { label: 'pages' });
    const en = await (await app.send('/api/pg/info?lang=en')).text();
    for (const words of ['The company', 'Trading conditions', 'Contacts', 'Risk disclosure', 'mailto:support@example.com']) expect(en).toContain(words);
    const ru = await (await app.send('/api/pg/info?lang=ru')).text();
    for (const words of ['Компания', 'Торговые условия', 'Контакты', 'Предупреждение о рисках']) expect(ru).toContain(words);
  });

  it("the info page's trading conditions are the platform's: the payouts its rule gives and the expiries it offers", async () => {
    const { app } = await signedInTrader(server, { label: 'pages' });
    const en = await (await app.send('/api/pg/info?lang=en')).text();
    const ru = await (await app.send('/api/pg/info?lang=ru')).text();
    const { min, max } = payoutRange();
    const percent = `${payoutPercent(min)}–${payoutPercent(max)}\u00a0%`;
    const range = `${Math.min(...DURATIONS_S)}–${Math.max(...DURATIONS_S)}`;
    // The rules as they are today, so a change of terms shows here too.
    expect(percent).toBe('72–85\u00a0%');
    expect(range).toBe('30–300');
    expect(en).toContain(`Payout on a winning option: ${percent} of the amount invested, by asset and expiry`);
    expect(en).toContain(`Minimum trade: $1.00 (60.00 RUB on a ruble account). Expiry: ${range} s (30, 60, 120, 180, or 300 seconds), or at one of the next 4 five-minute marks of the clock.`);
    expect(ru).toContain(`Выплата по выигрышному опциону — ${percent}`);
    expect(ru).toContain(`Экспирация: ${range} с (30, 60, 120, 180 или 300 секунд) или на одной из 4 ближайших пятиминутных отметок часов.`);
    for (const page of [en, ru]) {
      expect(page).not.toMatch(/\b80\s?%/);
      expect(page).not.toMatch(/month|месяц/);
    }
  });

  it('ag/news_dialog has the dialog text', async () => {
    const { app } = await signedInTrader(server, { label: 'pages' });
    expect(await (await app.send('/api/ag/news_dialog?lang=en')).text()).toMatch(/not investment advice/);
  });
});

describe('promo', () => {
  it('the trigger answers as /api/promo does', async () => {
    const { app } = await signedInTrader(server, { label: 'promo' });
    expect(await json(await app.post('/api/promo', { promo: '' }))).toMatchObject({ return: false, code: 'promo.invalid' });
    expect(await json(await app.post('/api/triggers/promo', { promo: 'WELCOME50' }))).toMatchObject({ return: true, bonus_percent: 50 });
  });
});

const card = (number: string) => ({ cnu: number, cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Union', ln: 'Holder', cu: 'FR' });

type CardReply = { return: boolean; status?: string; code?: string; transaction_id?: string };

describe('/api/unionpay/listen', () => {
  let seq = 0;
  const pay = async (app: Awaited<ReturnType<typeof signedInTrader>>['app'], path: string, number: string) => {
    seq += 1;
    const body = { amount: '300', bonus: '0', fixed: false, currency: 'USD', deposit_id: `dep-union-${seq}-xxxx`, idempotency_key: `union-${seq}-${Date.now()}`, card: card(number) };
    return json<CardReply>(await app.post(path, body));
  };

  it('answers the owner the outcome of an ORANGE payment; a decline is a decline', async () => {
    const { app } = await signedInTrader(server, { label: 'union', country: 'BR' });
    const challenged = await pay(app, '/api/card/fast/orange', '4000000000003220');
    expect(challenged).toMatchObject({ return: true, status: 'redirect' });
    const waiting = await json<CardReply>(await app.post('/api/unionpay/listen', { transaction_id: challenged.transaction_id }));
    expect(waiting).toMatchObject({ transaction_id: challenged.transaction_id });
    await server.app.request(`/sandbox/3ds/${challenged.transaction_id ?? ''}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
    expect(await json(await app.post('/api/unionpay/listen', { transaction_id: challenged.transaction_id }))).toMatchObject({ return: true, status: 'approved' });

    const declined = await pay(app, '/api/card/fast/orange', '4000000000000341');
    expect(declined.return).toBe(false);
    if (declined.transaction_id) {
      expect(await json(await app.post('/api/unionpay/listen', { transaction_id: declined.transaction_id }))).toMatchObject({ return: false });
    }
  });

  it("refuses another trader's transaction and other processors' payments", async () => {
    const owner = await signedInTrader(server, { label: 'union', country: 'BR' });
    const other = await signedInTrader(server, { label: 'union', country: 'BR' });
    const paid = await pay(owner.app, '/api/card/fast/orange', '4242424242424242');
    expect(paid).toMatchObject({ return: true, status: 'approved' });
    expect(await json(await owner.app.post('/api/unionpay/listen', { transaction_id: paid.transaction_id }))).toMatchObject({ return: true, status: 'approved' });
    expect(await json(await other.app.post('/api/unionpay/listen', { transaction_id: paid.transaction_id }))).toMatchObject({ return: false, code: 'not_found' });
    const pfs = await pay(owner.app, '/api/card/fast/pfs', '4242424242424242');
    expect(pfs).toMatchObject({ status: 'approved' });
    expect(await json(await owner.app.post('/api/unionpay/listen', { transaction_id: pfs.transaction_id }))).toMatchObject({ return: false, code: 'not_found' });
    expect(await json(await owner.app.post('/api/unionpay/listen', {}))).toMatchObject({ return: false, code: 'not_found' });
  });
});
