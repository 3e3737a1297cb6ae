import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { fill, html, island } from '../../server/content/html.ts';
import { formatAmount, parseUserAmount, toMinorUnits } from '../../server/lib/money.ts';
import { hashPassword, verifyPassword } from '../../server/lib/password.ts';
import { safeEqual } from '../../server/lib/tokens.ts';
import { checkRegistration, type RegistrationInput } from '../../server/users/register-rules.ts';
import { judgeValidationAnswer } from '../../server/users/validation-rules.ts';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toEqual({
      port: 8080,
      platformPort: 8081,
      host: '127.0.0.1',
      dataDir: '/repo/data',
      databaseUrl: null,
      databasePoolSize: 10,
      sandbox: true,
      appOrigin: 'http://localhost:8080',
      appOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      platformOrigin: 'http://127.0.0.1:8081',
      clientDir: '/repo/dist',
      captcha: null,
      registrationsPerHour: 20,
      budgets: {
        loginFailReports: { limit: 120, windowMs: 3_600_000 },
        contacts: { limit: 20, windowMs: 3_600_000 },
        guestChatSends: { limit: 120, windowMs: 3_600_000 },
        guestChatReads: { limit: 600, windowMs: 3_600_000 },
        passkeySignIns: { limit: 120, windowMs: 3_600_000 },
        calls: { limit: 10, windowMs: 86_400_000 },
        affiliateLinks: { limit: 20, windowMs: 86_400_000 },
        tickets: { limit: 20, windowMs: 86_400_000 },
      },
      trustProxy: { kind: 'off' },
      sandboxToken: null,
      newsRssUrl: null,
      smtpUrl: null,
      mailFrom: 'no-reply@localhost',
      calendarUrl: null,
      quotesUrl: null,
      signalRule: true,
      // Unset: the rule set kept with the server (server/offers/rules.json, read by the composition root).
      offerRules: '',
    });
  });

  it('turns the sandbox off by default on PostgreSQL (a production-like deployment), unless SANDBOX says so', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/trader' }).sandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/trader', SANDBOX: '1' }).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX_TOKEN: ' s3cret ' }).sandboxToken).toBe('s3cret');
    expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/);
    // Each budget's limit has its variable (a test server, all on loopback, raises them); a bad one stops the start.
    expect(loadConfig({ TICKETS_PER_DAY: '500' }).budgets.tickets).toEqual({ limit: 500, windowMs: 86_400_000 });
    expect(() => loadConfig({ CONTACTS_PER_HOUR: '-1' })).toThrow(/CONTACTS_PER_HOUR/);
    expect(loadConfig({ NEWS_RSS_URL: ' https://feeds.example.com/rss ' }).newsRssUrl).toBe('https://feeds.example.com/rss');
    expect(() => loadConfig({ NEWS_RSS_URL: 'ftp://feeds.example.com/rss' })).toThrow(/NEWS_RSS_URL/);
    expect(loadConfig({ CALENDAR_URL: ' https://nfs.example.com/ff_calendar_thisweek.json ' }).calendarUrl).toBe('https://nfs.example.com/ff_calendar_thisweek.json');
    expect(() => loadConfig({ CALENDAR_URL: 'file:///etc/passwd' })).toThrow(/CALENDAR_URL/);
    expect(loadConfig({ QUOTES_URL: ' https://quotes.example.com/latest ' }).quotesUrl).toBe('https://quotes.example.com/latest');
    expect(() => loadConfig({ QUOTES_URL: 'file:///etc/passwd' })).toThrow(/QUOTES_URL/);
    expect(loadConfig({ SIGNAL_RULE: 'off' }).signalRule).toBe(false);
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('derives origins from the ports and reads the overrides', () => {
    const config = loadConfig({ PORT: '9000', PLATFORM_PORT: '9001', SANDBOX: 'false', DATA_DIR: ':memory:' }, '/repo');
    expect(config.appOrigin).toBe('http://localhost:9000');
    expect(config.platformOrigin).toBe('http://127.0.0.1:9001');
    expect(config.sandbox).toBe(false);
    expect(config.dataDir).toBe(':memory:');
    for (const off of ['0', 'off', 'OFF']) expect(loadConfig({ SANDBOX: off }).sandbox).toBe(false);
    expect(loadConfig({ APP_ORIGIN: 'http://localhost:5173/' }).appOrigin).toBe('http://localhost:5173');
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_ORIGIN: 'ftp://x' })).toThrow(/APP_ORIGIN/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    // The refusal never repeats the URL: it may carry the mail server's password.
    expect(() => loadConfig({ SMTP_URL: 'not a url:secret' })).toThrow(/^(?!.*secret)/);
    expect(loadConfig({ SMTP_URL: ' smtps://u:p@mail.example.com ', MAIL_FROM: 'Trader <desk@example.com>' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com',
      mailFrom: 'Trader <desk@example.com>',
    });
  });
});

describe('money', () => {
  it('formats stored numerics to the currency decimals without floats', () => {
    expect(formatAmount('10000.00000000', 'USD')).toBe('10000.00');
    expect(formatAmount('0.123456', 'BTC')).toBe('0.12346');
    expect(formatAmount('0.005', 'EUR')).toBe('0.01');
    expect(formatAmount('-1.005', 'EUR')).toBe('-1.01');
    expect(formatAmount('0', 'RUB')).toBe('0.00');
    expect(formatAmount('90071992547409931.99', 'USD')).toBe('90071992547409931.99');
  });

  it('reads what a person typed (spec §5)', () => {
    expect(parseUserAmount('100,50')).toBe(10050n);
    expect(parseUserAmount('100.5')).toBe(10050n);
    expect(parseUserAmount('100')).toBe(10000n);
    for (const bad of ['', '1.234', '1,2,3', '-1', '1e3', '$1', '1.', ' . ']) expect(parseUserAmount(bad), bad).toBeNull();
    expect(toMinorUnits('100.50000000', 2)).toBe(10050n);
  });
});

describe('registration rules', () => {
  const ok: RegistrationInput = {
    country: 'fr',
    state: 'NY',
    currency: 'usd',
    login: ' Person@Example.com ',
    password: 'abcdefg1',
    firstName: ' Jean ',
    lastName: 'Dupont',
    phone: '06 12-34-56-78',
    phone_prefix: '+33',
    promo: 'WELCOME-1',
  };

  it('cleans a valid registration', () => {
    expect(checkRegistration(ok)).toEqual({
      ok: true,
      value: {
        email: 'person@example.com',
        password: 'abcdefg1',
        firstName: 'Jean',
        lastName: 'Dupont',
        country: 'FR',
        // A state means nothing outside the US: it is dropped.
        state: '',
        currency: 'USD',
        phonePrefix: '33',
        phone: '0612345678',
        promo: 'WELCOME-1',
      },
    });
  });

  it('checks the phone length against the prefix', () => {
    const us = { ...ok, country: 'US', state: 'NY', phone_prefix: '1' };
    expect(checkRegistration({ ...us, phone: '2125550123' }).ok).toBe(true);
    expect(checkRegistration({ ...us, phone: '212555012' })).toMatchObject({ field: 'phone', message: 'field.phone_us' });
    expect(checkRegistration({ ...ok, phone: '123456' }).ok).toBe(true);
    expect(checkRegistration({ ...ok, phone: '123456789012345' }).ok).toBe(true);
  });

  it('spec §1 US states: a US resident names a listed state, stored in upper case', () => {
    const us = { ...ok, country: 'US', phone_prefix: '1', phone: '2125550123' };
    expect(checkRegistration({ ...us, state: 'ny' })).toMatchObject({ ok: true, value: { country: 'US', state: 'NY' } });
    expect(checkRegistration({ ...us, state: '' })).toMatchObject({ ok: false, field: 'state', message: 'field.state' });
    expect(checkRegistration({ ...us, state: 'XX' })).toMatchObject({ ok: false, field: 'state', message: 'field.state' });
  });

  it('takes countries from the one country list and refuses those closed to registration', () => {
    expect(checkRegistration({ ...ok, country: 'ZZ' })).toMatchObject({ ok: false, field: 'country', message: 'field.country' });
    // Sanctioned (block) and uninhabited territories: allowRegistration is false in common/countries.ts.
    for (const country of ['CU', 'IR', 'KP', 'SY', 'AQ', 'BV']) {
      expect(checkRegistration({ ...ok, country, phone_prefix: '53' })).toMatchObject({ ok: false, field: 'country', message: 'field.country_closed' });
    }
  });

  it('refuses a phone prefix that is not the country’s, naming the right one', () => {
    expect(checkRegistration({ ...ok, phone_prefix: '44' })).toEqual({
      ok: false,
      field: 'phone_prefix',
      message: 'field.phone_prefix_country',
      vars: { prefix: '33' },
    });
    // Shared calling codes are each country's own: Kazakhstan and Russia both use 7, Canada and the US 1.
    expect(checkRegistration({ ...ok, country: 'KZ', phone_prefix: '7', phone: '7012345678' }).ok).toBe(true);
    expect(checkRegistration({ ...ok, country: 'CA', phone_prefix: '+1', phone: '4165550123' }).ok).toBe(true);
  });

  it('reports fields in form order', () => {
    expect(checkRegistration({ ...ok, login: 'x', password: 'x' })).toMatchObject({ field: 'login' });
  });
});

describe('transaction validation verdicts', () => {
  const pending = { trValidate: 'yes', trSuccess: 'no', trAttemps: 0, trAnswer: '100.50000000' } as const;
  it('judges answers', () => {
    expect(judgeValidationAnswer(pending, '100,50')).toEqual({ kind: 'correct' });
    expect(judgeValidationAnswer(pending, '100.51')).toEqual({ kind: 'wrong' });
    expect(judgeValidationAnswer(pending, 'abc')).toEqual({ kind: 'malformed', attemptsLeft: 5 });
    expect(judgeValidationAnswer({ ...pending, trAttemps: 5 }, '100.50')).toEqual({ kind: 'locked' });
    expect(judgeValidationAnswer({ ...pending, trAttemps: 7 }, '100.50')).toEqual({ kind: 'locked' });
    expect(judgeValidationAnswer({ ...pending, trSuccess: 'yes' }, '1')).toEqual({ kind: 'nothing-pending' });
    expect(judgeValidationAnswer({ ...pending, trValidate: 'no' }, '1')).toEqual({ kind: 'nothing-pending' });
  });
});

describe('html builder', () => {
  it('escapes interpolated values and copy placeholders', () => {
    expect(html`<p>${'<b>&"\''}</p>`.value).toBe('<p>&lt;b&gt;&amp;&quot;&#39;</p>');
    expect(html`<p>${html`<b>ok</b>`}</p>`.value).toBe('<p><b>ok</b></p>');
    expect(fill('Hi, {name}! <3', { name: '<i>x</i>' }).value).toBe('Hi, &lt;i&gt;x&lt;/i&gt;! &lt;3');
  });

  it('writes islands with JSON props safe inside a single-quoted attribute', () => {
    expect(island('account-summary').value).toBe(`<div data-widget="account-summary" data-props='{}'></div>`);
    expect(island('x', { q: "it's" }).value).toBe(`<div data-widget="x" data-props='{&quot;q&quot;:&quot;it&#39;s&quot;}'></div>`);
  });
});

describe('secrets', () => {
  it('hashes passwords with a per-user salt and verifies them', async () => {
    const a = await hashPassword('Demo1234!');
    const b = await hashPassword('Demo1234!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Demo1234!', a)).toBe(true);
    expect(await verifyPassword('Demo1234?', a)).toBe(false);
    expect(await verifyPassword('Demo1234!', 'garbage')).toBe(false);
  });

  it('compares tokens exactly', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
