import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES } from '../../server/users/login-throttle.ts';
import { Browser, DEMO, json, startServer, type TestServer } from './helpers.ts';

// One throttle for both password doors: the app's /api/login and the platform host's /cli/login.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function appLogin(email: string, password: string): Promise<Record<string, unknown>> {
  return json(await new Browser(server.app).login(email, password));
}

async function platformLogin(target: TestServer['platform'], form: Record<string, string>): Promise<Record<string, unknown>> {
  return json(await new Browser(target).send('/cli/login', { method: 'POST', form }));
}

const THROTTLED_EN = 'Too many wrong passwords for this email. Please wait 15 minutes and try again.';

describe('login throttle', () => {
  it('after 5 wrong passwords at /api/login both doors refuse, even the right password', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      expect(await appLogin(DEMO.email, `wrong-pass${i}`)).toMatchObject({ code: 'login.password' });
    }
    expect(await appLogin(DEMO.email, DEMO.password)).toEqual({ return: false, code: 'login.throttled', message: THROTTLED_EN });
    expect(await platformLogin(server.platform, { login: DEMO.email, password: DEMO.password })).toEqual({
      return: false,
      code: 'login.throttled',
    });
    // The window runs on the server clock: once it has passed, the right password works again.
    await server.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect(await appLogin(DEMO.email, DEMO.password)).toMatchObject({ return: true });
  });

  it('after 5 wrong passwords at /cli/login both doors refuse, in the asked language', async () => {
    const email = 'Platform-Guesser@Example.com';
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      expect(await platformLogin(server.platform, { login: email, password: `wrong-pass${i}` })).toEqual({ return: false });
    }
    expect(await platformLogin(server.platform, { login: email, password: 'again-wrong1' })).toEqual({ return: false, code: 'login.throttled' });
    const b = new Browser(server.app);
    await b.primeCsrf();
    const reply = await json(await b.post('/api/login', { email: 'platform-guesser@example.com', password: 'x1234567' }, { headers: { 'X-Lang': 'ru' } }));
    expect(reply).toMatchObject({ return: false, code: 'login.throttled' });
    expect(reply['message']).not.toEqual(THROTTLED_EN);
  });

  it('a right password clears the count', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i += 1) await appLogin(DEMO.email, `wrong-pass${i}`);
    expect(await platformLogin(server.platform, { login: DEMO.email, password: DEMO.password })).toEqual({ return: true });
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i += 1) await appLogin(DEMO.email, `wrong-pass${i}`);
    expect(await appLogin(DEMO.email, DEMO.password)).toMatchObject({ return: true });
  });

  it('failures older than the window do not count', async () => {
    const email = 'slow-guesser@example.com';
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i += 1) await appLogin(email, `wrong-pass${i}`);
    await server.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i += 1) {
      expect(await appLogin(email, `wrong-pass${i}`)).toMatchObject({ code: 'login.password' });
    }
  });
});

describe('/cli/login with a captcha configured', () => {
  let verifier: Server;
  let captchaServer: TestServer;

  beforeAll(async () => {
    verifier = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const success = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('response') === 'good-token';
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(success ? { success, score: 0.9, action: 'login' } : { success }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
    captchaServer = await startServer({ CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret', CAPTCHA_VERIFY_URL: verifyUrl });
  });
  afterAll(async () => {
    await captchaServer.close();
    await new Promise<void>((resolve) => verifier.close(() => resolve()));
  });

  it('refuses without a token or with a bad one, and logs in with a good one', async () => {
    const form = { login: DEMO.email, password: DEMO.password };
    expect(await platformLogin(captchaServer.platform, form)).toEqual({ return: false, code: 'login.captcha' });
    expect(await platformLogin(captchaServer.platform, { ...form, token: 'bot-token' })).toEqual({ return: false, code: 'login.captcha' });
    expect(await platformLogin(captchaServer.platform, { ...form, token: 'good-token' })).toEqual({ return: true });
  });
});
