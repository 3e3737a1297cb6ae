import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platformSessions } from '../../server/db/schema.ts';
import { mintHandoff } from '../../server/platform/handoff.ts';
import { deviceOf } from '../../server/sessions/device.ts';
import { networkOf, placeOf } from '../../server/sessions/place.ts';
import { Browser, json, mailbox, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The Security screen's list of signed-in sessions (browser, system, rough place from the address alone, last seen,
// this one marked), signing out one of them or every other (the platform's sessions too), and the mail a sign-in
// from a new browser sends.

let server: TestServer;
beforeAll(async () => {
  // One proxy in front: the tests name each browser's address in X-Forwarded-For, as a proxy would.
  server = await startServer({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Trade1234!';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Session = { id: string; browser: string; os: string; mobile: boolean; place: string; network: string; same_network: boolean; current: boolean; last_seen: number; created: number };

/** A browser of its own (its User-Agent and address) signed in as the trader. */
async function browserOf(email: string, agent: string, address: string, lang = 'en'): Promise<Browser> {
  const headers = { 'User-Agent': agent, 'X-Forwarded-For': address, 'X-Lang': lang };
  const browser = new Browser({ request: (path, init) => server.app.request(path, { ...init, headers: { ...headers, ...Object.fromEntries(new Headers(init?.headers)) } }) });
  await browser.primeCsrf();
  expect(await json(await browser.post('/api/login', { email, password: PASSWORD }))).toMatchObject({ return: true });
  return browser;
}

const list = async (browser: Browser) => (await json<{ sessions: Session[] }>(await browser.post('/api/us/sessions', {}))).sessions;

describe('reading a session plainly', () => {
  it('names the browser and the system from the User-Agent, and nothing it cannot read', () => {
    expect(deviceOf(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 126', os: 'Windows', mobile: false });
    expect(deviceOf(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS', mobile: true });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toMatchObject({ browser: 'Edge 126' });
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox 128', os: 'Linux', mobile: false });
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')).toEqual({ browser: 'Chrome 126', os: 'Android', mobile: true });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: '', os: '', mobile: false });
  });

  it('places an address by itself: a private range is local, else its /24 or /48; nothing is looked up', () => {
    expect(placeOf('192.168.1.20')).toEqual({ place: 'local', network: '' });
    expect(placeOf('127.0.0.1')).toEqual({ place: 'local', network: '' });
    expect(placeOf('::1')).toEqual({ place: 'local', network: '' });
    expect(placeOf('fd12:3456::1')).toEqual({ place: 'local', network: '' });
    expect(placeOf('203.0.113.77')).toEqual({ place: 'network', network: '203.0.113.0/24' });
    expect(placeOf('::ffff:198.51.100.9')).toEqual({ place: 'network', network: '198.51.100.0/24' });
    expect(placeOf('2001:db8:12:34::5')).toEqual({ place: 'network', network: '2001:db8:12::/48' });
    expect(placeOf('2001:0db8:0000::1')).toEqual({ place: 'network', network: '2001:db8:0::/48' });
    expect(placeOf('')).toEqual({ place: 'unknown', network: '' });
    expect(networkOf('not an address')).toBe('');
  });
});

describe('the signed-in sessions', () => {
  it('lists each with its browser, place and times, this one first and marked', async () => {
    const { email } = await signedInTrader(server, { label: 'sess-list' });
    const laptop = await browserOf(email, CHROME_WINDOWS, '203.0.113.10');
    await browserOf(email, SAFARI_IPHONE, '203.0.113.200');
    await browserOf(email, SAFARI_IPHONE, '198.51.100.7');
    const sessions = await list(laptop);
    // The helper's own sign-in (no User-Agent, no address) and the three above.
    expect(sessions).toHaveLength(4);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome 126', os: 'Windows', mobile: false, place: 'network', network: '203.0.113.0/24', same_network: true });
    expect(sessions.filter((one) => one.current)).toHaveLength(1);
    expect(sessions).toContainEqual(expect.objectContaining({ browser: 'Safari 17', os: 'iOS', mobile: true, network: '203.0.113.0/24', same_network: true, current: false }));
    expect(sessions).toContainEqual(expect.objectContaining({ browser: 'Safari 17', network: '198.51.100.0/24', same_network: false }));
    expect(sessions).toContainEqual(expect.objectContaining({ browser: '', os: '', place: 'unknown' }));
    for (const one of sessions) {
      expect(one.id).toMatch(/^[\w-]{22}$/);
      expect(one.last_seen).toBeGreaterThanOrEqual(one.created);
    }
  });

  it('signs out one other session: it is refused from then on, and its platform sessions end', async () => {
    const t = await signedInTrader(server, { label: 'sess-one' });
    const phone = await browserOf(t.email, SAFARI_IPHONE, '198.51.100.7');
    const laptop = await browserOf(t.email, CHROME_WINDOWS, '203.0.113.10');
    const token = await mintHandoff(server.db, t.id, server.clock.now());
    const exchanged = await json<{ token: string }>(await server.platform.request('/cli/exchange', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) }));
    expect(exchanged.token).toBeTruthy();

    const target = (await list(laptop)).find((one) => one.browser === 'Safari 17');
    expect(await json(await laptop.post('/api/us/sessions/end', { id: target?.id }))).toMatchObject({ return: true, message: 'That session was signed out.' });
    expect((await phone.post('/api/us/sessions', {})).status).toBe(401);
    expect((await laptop.post('/api/us/sessions', {})).status).toBe(200);
    expect((await t.app.post('/api/us/sessions', {})).status).toBe(200);
    expect(await server.db.select().from(platformSessions).where(eq(platformSessions.userId, t.id))).toEqual([]);
    // Gone, or this one: not ended here.
    expect(await json(await laptop.post('/api/us/sessions/end', { id: target?.id }))).toMatchObject({ return: false, code: 'protect.session_gone' });
    const mine = (await list(laptop)).find((one) => one.current);
    expect(await json(await laptop.post('/api/us/sessions/end', { id: mine?.id }))).toMatchObject({ return: false, code: 'protect.session_current' });
    // Another trader's session is not found by its id.
    const other = await signedInTrader(server, { label: 'sess-other' });
    const theirs = (await list(other.app))[0];
    expect(await json(await laptop.post('/api/us/sessions/end', { id: theirs?.id }))).toMatchObject({ return: false, code: 'protect.session_gone' });
    expect((await other.app.post('/api/us/sessions', {})).status).toBe(200);
  });

  it('signs out everywhere else, the platform included, and keeps this one', async () => {
    const t = await signedInTrader(server, { label: 'sess-all' });
    const phone = await browserOf(t.email, SAFARI_IPHONE, '198.51.100.7');
    const laptop = await browserOf(t.email, CHROME_WINDOWS, '203.0.113.10');
    const platform = new Browser(server.platform);
    expect(await json(await platform.send('/cli/login', { form: { login: t.email, password: PASSWORD } }))).toEqual({ return: true });
    expect((await platform.send('/cli/userInfo')).status).toBe(200);

    expect(await json(await laptop.post('/api/us/sessions/end_others', {}))).toMatchObject({ return: true, ended: 2 });
    expect((await phone.post('/api/us/sessions', {})).status).toBe(401);
    expect((await t.app.post('/api/us/sessions', {})).status).toBe(401);
    expect((await platform.send('/cli/userInfo')).status).toBe(401);
    const left = await list(laptop);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, browser: 'Chrome 126' });
  });
});

describe('a sign-in from a new browser', () => {
  it('is mailed, in the language of the sign-in, with a link to the sessions; the first ever and a known browser are not', async () => {
    const t = await signedInTrader(server, { label: 'sess-mail' });
    expect(await mailbox(server, t.email)).toEqual([]);
    await browserOf(t.email, CHROME_WINDOWS, '203.0.113.10', 'ru');
    await vi.waitFor(async () => expect(await mailbox(server, t.email)).toHaveLength(1));
    const [mail] = await mailbox(server, t.email);
    expect(mail?.subject).toBe('Новый вход в ваш аккаунт');
    expect(mail?.text).toContain('Chrome 126, Windows');
    expect(mail?.text).toContain('в сети 203.0.113.0/24');
    expect(mail?.text).toContain(`${server.config.appOrigin}/ru/trading#/show/security`);

    // The same browser again (its device cookie names the trader): no news.
    const phone = await browserOf(t.email, SAFARI_IPHONE, '192.168.1.5');
    await vi.waitFor(async () => expect(await mailbox(server, t.email)).toHaveLength(2));
    await phone.post('/api/logout', {});
    await phone.primeCsrf();
    expect(await json(await phone.post('/api/login', { email: t.email, password: PASSWORD }))).toMatchObject({ return: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = await mailbox(server, t.email);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({ subject: 'New sign-in to your account' });
    expect(messages[1]?.text).toContain('from Safari 17 on iOS, on a local network');
  });
});
