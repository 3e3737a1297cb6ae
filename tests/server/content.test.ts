import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportHours } from '../../common/support.ts';
import { fragmentNames } from '../../server/content/fragments.ts';
import { users } from '../../server/db/schema.ts';
import { Browser, DEMO, json, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const GUEST_PAGES = ['guest-login', 'guest-register', 'guest-forgot', 'guest-contact'];

async function signedIn(email: string = DEMO.email): Promise<Browser> {
  const b = new Browser(server.app);
  const reply = await json(await b.login(email, DEMO.password));
  expect(reply['return']).toBe(true);
  return b;
}

describe('server-driven fragments', () => {
  it('trading-main greets the user by first name, in the language of ?lang=', async () => {
    const b = await signedIn();
    const en = await b.send('/api/pg/trading-main?lang=en');
    const ru = await b.send('/api/pg/trading-main?lang=ru');
    expect(en.status).toBe(200);
    expect(en.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(en.headers.get('Cache-Control')).toBe('no-cache');
    expect(en.headers.get('Vary')).toMatch(/Cookie/);
    const enText = await en.text();
    const ruText = await ru.text();
    expect(enText).toContain('Welcome back, Alex!');
    expect(ruText).toContain('С возвращением, Alex!');
    expect(enText).not.toEqual(ruText);
    expect(enText).toContain(`<div data-widget="account-summary" data-props='{}'></div>`);
    expect(enText).toContain('data-widget="verification-status"');
  });

  it('falls back to X-Lang, then English, when ?lang= is absent or unknown', async () => {
    const b = await signedIn();
    expect(await (await b.send('/api/pg/trading-main', { headers: { 'X-Lang': 'ru' } })).text()).toContain('С возвращением');
    expect(await (await b.send('/api/pg/trading-main?lang=xx')).text()).toContain('Welcome back');
  });

  it('user pages need a session (401 JSON)', async () => {
    for (const path of ['/api/pg/trading-main?lang=en', '/api/ag/validate?lang=en']) {
      const response = await server.app.request(path);
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ return: false, code: 'auth' });
    }
  });

  it('guest pages are public and differ per language', async () => {
    for (const page of GUEST_PAGES) {
      const en = await server.app.request(`/api/pg/${page}?lang=en`);
      const ru = await server.app.request(`/api/pg/${page}?lang=ru`);
      expect(en.status, page).toBe(200);
      expect(ru.status, page).toBe(200);
      const ruText = await ru.text();
      expect(await en.text()).not.toEqual(ruText);
      expect(ruText).toMatch(/[а-я]/);
    }
  });

  it('every page that names the support hours names the same ones, and none promises 24/7 support or a demo account', async () => {
    const b = await signedIn();
    for (const lang of ['en', 'ru'] as const) {
      // The same words on the login page's copy, the contact page and the info page (common/support.ts).
      const hours = supportHours(lang, 'start').slice(1);
      const pages = {
        login: await (await server.app.request(`/api/pg/guest-login?lang=${lang}`)).text(),
        contact: await (await server.app.request(`/api/pg/guest-contact?lang=${lang}`)).text(),
        info: await (await b.send(`/api/pg/info?lang=${lang}`)).text(),
      };
      for (const [name, html] of Object.entries(pages)) {
        expect(html, `${lang} ${name}`).toContain(hours);
        expect(html, `${lang} ${name}`).not.toMatch(/24\/7|круглосуточн|around the clock support/i);
        // A practice account is not something a trader can open yet: no page offers one.
        expect(html, `${lang} ${name}`).not.toMatch(/demo|демо/i);
      }
    }
  });

  it('unknown pages answer a 404 HTML fragment, with or without a session', async () => {
    const b = await signedIn();
    for (const path of ['/api/pg/nope?lang=en', '/api/ag/constructor?lang=en', '/api/modal/anything?lang=en']) {
      for (const response of [await server.app.request(path), await b.send(path)]) {
        expect(response.status, path).toBe(404);
        expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
        expect(await response.text()).toContain('This page is not available');
      }
    }
    expect(await (await server.app.request('/api/pg/nope?lang=ru')).text()).toContain('Эта страница недоступна');
  });

  it('no fragment carries a script, an inline handler or a javascript: URL', async () => {
    const b = await signedIn();
    const paths = [
      ...fragmentNames('pg').map((name) => `/api/pg/${name}`),
      ...fragmentNames('ag').map((name) => `/api/ag/${name}`),
      ...fragmentNames('modal').map((name) => `/api/modal/${name}`),
    ];
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const path of paths) {
      for (const lang of ['en', 'ru']) {
        const response = await b.send(`${path}?lang=${lang}`);
        expect(response.status, path).toBe(200);
        const text = await response.text();
        expect(text, path).not.toMatch(/<script/i);
        expect(text, path).not.toMatch(/\son[a-z]+\s*=/i);
        expect(text, path).not.toMatch(/javascript:/i);
      }
    }
  });

  it("pg/personal names the trader's country in the page's language, not by its code", async () => {
    const b = await signedIn();
    const en = await (await b.send('/api/pg/personal?lang=en')).text();
    const ru = await (await b.send('/api/pg/personal?lang=ru')).text();
    // The demo trader lives in GB.
    expect(en).toContain('<dd>United Kingdom</dd>');
    expect(ru).toContain('<dd>Великобритания</dd>');
    expect(en).not.toContain('<dd>GB</dd>');
  });

  it('escapes user values it interpolates', async () => {
    const b = new Browser(server.app);
    await b.primeCsrf();
    const registered = await json(
      await b.post('/api/register', {
        country: 'GB',
        currency: 'USD',
        login: 'markup@example.com',
        password: 'Secret123',
        firstName: '<img src=x>',
        lastName: 'Doe',
        phone: '7700900999',
        phone_prefix: '44',
        promo: '',
      }),
    );
    expect(registered).toEqual({ return: true });
    await b.login('markup@example.com', 'Secret123');
    const text = await (await b.send('/api/pg/trading-main?lang=en')).text();
    // A new trader (no deposit yet) is welcomed, not welcomed back.
    expect(text).toContain('Welcome, &lt;img src=x&gt;!');
    expect(text).not.toContain('<img');
    // Their first steps are taught, the verify step linking where to go ...
    expect(text).toContain('class="get-started"');
    expect(text).toContain('href="#/show/personal"');
    // ... and no longer once they are verified and have deposited (demo): home stops pushing the page down.
    const demo = await (await (await signedIn()).send('/api/pg/trading-main?lang=en')).text();
    expect(demo).not.toContain('class="get-started"');
  });

  it('ag/validate explains the check and holds the validate-form island', async () => {
    const b = await signedIn('validate@example.com');
    const text = await (await b.send('/api/ag/validate?lang=en')).text();
    expect(text).toContain('Confirm your recent transaction');
    expect(text).toContain(`<div data-widget="validate-form" data-props='{}'></div>`);
  });

  it('ag/modal_bitcoin is the bitcoin popup in each language, with the bitcoin-offer island', async () => {
    const b = await signedIn();
    const en = await (await b.send('/api/ag/modal_bitcoin?lang=en')).text();
    expect(en).toContain('Pay the same amount in bitcoin');
    expect(en).toContain(`<div data-widget="bitcoin-offer" data-props='{}'></div>`);
    const ru = await (await b.send('/api/ag/modal_bitcoin?lang=ru')).text();
    expect(ru).toContain('Оплатите ту же сумму биткоинами');
    expect(ru).toContain('data-widget="bitcoin-offer"');
  });

  it('the card dialogs (spec §2 modal, modal_risk, modal_honor, dialog_entro_start, dialog_entro_pin) per language', async () => {
    const b = await signedIn();
    const words = {
      modal: ['did not accept this payment', 'списания не было'],
      modal_risk: ['not fully verified yet', 'не полностью верифицирован'],
      modal_honor: ['do not honor', 'Свяжитесь с банком'],
      dialog_entro_start: ['continue on Entropay', 'продолжите на странице Entropay'],
      dialog_entro_pin: ['PIN or CVV', 'PIN или CVV'],
    } as const;
    for (const [name, [en, ru]] of Object.entries(words)) {
      const english = await b.send(`/api/ag/${name}?lang=en`);
      expect(english.status, name).toBe(200);
      const text = await english.text();
      expect(text, name).toContain(en);
      expect(text, name).toMatch(/^<section class="dialog-copy[^"]*"><p>[^<]+<\/p><\/section>$/);
      expect(await (await b.send(`/api/ag/${name}?lang=ru`)).text(), name).toContain(ru);
      expect((await server.app.request(`/api/ag/${name}?lang=en`)).status, name).toBe(401);
    }
  });

  it('ag/modal_add_account is the add-account text in each language (spec §2), text only', async () => {
    const b = await signedIn();
    const en = await b.send('/api/ag/modal_add_account?lang=en');
    expect(en.status).toBe(200);
    const enText = await en.text();
    expect(enText).toContain('Open an account in another currency');
    expect(enText).not.toContain('data-widget');
    expect(await (await b.send('/api/ag/modal_add_account?lang=ru')).text()).toContain('Откройте счёт в другой валюте');
  });
});

/** Puts the check back to pending with all attempts, so each test starts from the seeded state. */
async function pendingUser(email: string): Promise<Browser> {
  await server.db
    .update(users)
    .set({ trValidate: 'yes', trSuccess: 'no', trAttemps: 0, trAnswer: '100.50' })
    .where(eq(users.email, email));
  return signedIn(email);
}

describe('transaction validation (POST /api/fraud/attemps)', () => {
  it('the seeded validate@example.com has the check pending', async () => {
    const b = await signedIn('validate@example.com');
    expect(await json(await b.post('/api/fraud/user'))).toMatchObject({
      user: { tr_validate: 'yes', tr_success: 'no', tr_attemps: 0 },
    });
  });

  it('needs a session', async () => {
    const b = new Browser(server.app);
    await b.primeCsrf();
    expect((await b.post('/api/fraud/attemps', { value: '100.50' })).status).toBe(401);
  });

  it('wrong answers count down; the right one (comma or dot) flips the flags', async () => {
    const b = await pendingUser('validate@example.com');
    const first = await json(await b.post('/api/fraud/attemps', { value: '99.00' }));
    expect(first).toMatchObject({ return: false, code: 'validate_transcation.error', attempts_left: 4 });
    expect(await json(await b.post('/api/fraud/attemps', { value: '100.5' }))).toEqual({ return: true });
    expect(await json(await b.post('/api/fraud/user'))).toMatchObject({
      user: { tr_validate: 'no', tr_success: 'yes' },
    });
  });

  it('accepts a comma as the decimal separator', async () => {
    const b = await pendingUser('validate@example.com');
    expect(await json(await b.post('/api/fraud/attemps', { value: '100,50' }))).toEqual({ return: true });
  });

  it('a malformed value is refused without spending an attempt', async () => {
    const b = await pendingUser('validate@example.com');
    const reply = await json(await b.post('/api/fraud/attemps', { value: '100.50$' }));
    expect(reply).toMatchObject({ return: false, field: 'value', attempts_left: 5 });
    expect(await json(await b.post('/api/fraud/attemps', { value: '1' }))).toMatchObject({ attempts_left: 4 });
  });

  it('blocks at zero attempts, even for the right answer', async () => {
    const b = await pendingUser('validate@example.com');
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) left.push((await json(await b.post('/api/fraud/attemps', { value: '1.00' })))['attempts_left']);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const after = await json(await b.post('/api/fraud/attemps', { value: '100.50' }));
    expect(after).toMatchObject({ return: false, code: 'validate_transcation.error', attempts_left: 0 });
    expect(await json(await b.post('/api/fraud/user'))).toMatchObject({
      user: { tr_validate: 'yes', tr_success: 'no', tr_attemps: 5 },
    });
  });

  it('answers { return: true } when nothing is pending', async () => {
    const b = await signedIn();
    expect(await json(await b.post('/api/fraud/attemps', { value: '1' }))).toEqual({ return: true });
  });
});

describe('seeded accounts', () => {
  it('blocked@example.com matches the trading-block rule', async () => {
    const b = await signedIn('blocked@example.com');
    expect(await json(await b.post('/api/fraud/user'))).toMatchObject({
      user: { verification: 'Partial', depositsTotal: '500.00', status: 'USER_PENDING' },
    });
  });
});
