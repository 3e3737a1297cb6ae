import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO, json, setCookieLine, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
const APP_ORIGIN = 'http://localhost:8080';
beforeAll(async () => {
  server = await startServer({ APP_ORIGIN });
});
afterAll(async () => {
  await server.close();
});

const form = { login: DEMO.email, password: DEMO.password };

describe('platform host', () => {
  it('POST /cli/login sets an HttpOnly psid and GET /cli/userInfo reads the balance', async () => {
    const b = new Browser(server.platform);
    const login = await b.send('/cli/login', { method: 'POST', form, headers: { Origin: APP_ORIGIN } });
    expect(await json(login)).toEqual({ return: true });
    const cookie = setCookieLine(login, 'psid');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const info = await b.send('/cli/userInfo', { headers: { Origin: APP_ORIGIN } });
    expect(info.status).toBe(200);
    expect(await json(info)).toEqual({ return: true, available: '10000.00', currency: 'USD', practice: false });
  });

  it('refuses bad credentials and unknown users alike', async () => {
    const b = new Browser(server.platform);
    for (const body of [{ ...form, password: 'wrong123' }, { login: 'ghost@example.com', password: 'wrong123' }]) {
      const response = await b.send('/cli/login', { method: 'POST', form: body });
      expect(await json(response)).toEqual({ return: false });
      expect(setCookieLine(response, 'psid')).toBeUndefined();
    }
  });

  it('GET /cli/userInfo is 401 without a platform session, and after logout', async () => {
    const b = new Browser(server.platform);
    expect((await b.send('/cli/userInfo')).status).toBe(401);
    await b.send('/cli/login', { method: 'POST', form });
    const psid = b.cookies.get('psid') ?? '';
    expect(await json(await b.send('/cli/logout', { method: 'POST' }))).toEqual({ return: true });
    expect(b.cookies.has('psid')).toBe(false);
    const replay = new Browser(server.platform);
    replay.cookies.set('psid', psid);
    expect((await replay.send('/cli/userInfo')).status).toBe(401);
  });

  it('allows the app origin with credentials, and no other origin', async () => {
    const preflight = await server.platform.request('/cli/login', {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBe('true');

    const foreign = await server.platform.request('/cli/userInfo', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('refuses a login posted from a foreign page', async () => {
    const b = new Browser(server.platform);
    const response = await b.send('/cli/login', { method: 'POST', form, headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(setCookieLine(response, 'psid')).toBeUndefined();
  });

  it('may be framed by the app origin only', async () => {
    const response = await server.platform.request('/cli/userInfo');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${APP_ORIGIN}`);
    // Old browsers without frame-ancestors get the same rule in X-Frame-Options' ALLOW-FROM form.
    expect(response.headers.get('X-Frame-Options')).toBe(`ALLOW-FROM ${APP_ORIGIN}`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('does not share the app session cookie', async () => {
    const app = new Browser(server.app);
    await app.login(DEMO.email, DEMO.password);
    const platform = new Browser(server.platform);
    platform.cookies.set('psid', app.cookies.get('sid') ?? '');
    expect((await platform.send('/cli/userInfo')).status).toBe(401);
  });
});

describe('the app under either loopback address (no APP_ORIGIN set)', () => {
  it('lets http://localhost:PORT and http://127.0.0.1:PORT both frame the platform and call it; nobody else', async () => {
    const local = await startServer({ PORT: '8080' });
    try {
      const csp = (await local.platform.request('/trade')).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain('frame-ancestors http://localhost:8080 http://127.0.0.1:8080');
      for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080']) {
        const preflight = await local.platform.request('/cli/userInfo', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });
        expect(preflight.headers.get('Access-Control-Allow-Origin'), origin).toBe(origin);
        // The trade page talks (postMessage) to the origin that framed it, when it is one of the app's.
        expect(await (await local.platform.request(`/trade?lang=en&app=${encodeURIComponent(origin)}`)).text()).toContain(`data-app-origin="${origin}"`);
      }
      const foreign = await local.platform.request('/cli/userInfo', { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.2:8080', 'Access-Control-Request-Method': 'GET' } });
      expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(await (await local.platform.request('/trade?lang=en&app=https%3A%2F%2Fevil.example')).text()).toContain('data-app-origin="http://localhost:8080"');
    } finally {
      await local.close();
    }
  });
});
