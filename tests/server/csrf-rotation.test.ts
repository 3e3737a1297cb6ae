import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO, json, setCookieLine, startServer, type TestServer } from './helpers.ts';

// A CSRF token known before sign-in (planted by another site on a shared machine, seen over someone's shoulder) must
// be worth nothing after it: a new session gets a new token.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('the csrf cookie at the start of a session', () => {
  it('is rotated at login; the old token stops working, the new one works', async () => {
    const browser = new Browser(server.app);
    const before = await browser.primeCsrf();
    const reply = await browser.login(DEMO.email, DEMO.password);
    expect(await json(reply)).toMatchObject({ return: true });
    expect(setCookieLine(reply, 'csrf')).toMatch(/SameSite=Strict/);
    const after = browser.cookies.get('csrf');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await browser.post('/api/fraud/user', {}, { headers: { 'X-CSRF-Token': before } })).status).toBe(403);
    expect((await browser.post('/api/fraud/user', {})).status).toBe(200);
  });

  it('is not rotated by a failed login', async () => {
    const browser = new Browser(server.app);
    const before = await browser.primeCsrf();
    expect(await json(await browser.login(DEMO.email, 'Wrong-pass-1'))).toMatchObject({ return: false });
    expect(browser.cookies.get('csrf')).toBe(before);
  });

  it('is rotated at registration', async () => {
    const browser = new Browser(server.app);
    const before = await browser.primeCsrf();
    const body = { country: 'FR', currency: 'USD', login: `rotate-${Date.now()}@example.com`, password: 'Trade1234!', firstName: 'Ro', lastName: 'Tate', phone: '612345678', phone_prefix: '33', promo: '' };
    expect(await json(await browser.post('/api/register', body))).toMatchObject({ return: true });
    expect(browser.cookies.get('csrf')).not.toBe(before);
  });
});
