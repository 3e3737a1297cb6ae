import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { MAX_LOGIN_FAILURES } from '../../server/users/login-throttle.ts';
import { BOOT_PAINT_HASH, Browser, DEMO, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The login captcha, configured through the environment and checked against a local fake of reCAPTCHA's
// siteverify (a form POST of secret, response, remoteip → { success, score, action }).

type Verification = { secret: string | null; response: string | null; contentType: string | undefined };

const ANSWERS: Record<string, { status: number; body: unknown }> = {
  'good-token': { status: 200, body: { success: true, score: 0.9, action: 'login', hostname: 'localhost' } },
  'v2-token': { status: 200, body: { success: true, hostname: 'localhost' } },
  'bot-token': { status: 200, body: { success: true, score: 0.1, action: 'login' } },
  'other-action': { status: 200, body: { success: true, score: 0.9, action: 'register' } },
  'unlock-token': { status: 200, body: { success: true, score: 0.9, action: 'unlock' } },
  'unlock-doubtful': { status: 200, body: { success: true, score: 0.6, action: 'unlock' } },
  'expired-token': { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
  'provider-down': { status: 503, body: { error: 'unavailable' } },
};

let verifier: Server;
let verifyUrl: string;
const verifications: Verification[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

let server: TestServer;
let app: TestServer['app'];
const CAPTCHA_ENV = { CAPTCHA_SITE_KEY: 'site-key-123', CAPTCHA_SECRET: 'very-secret' };

beforeAll(async () => {
  verifier = createServer((request, response) => {
    void readBody(request).then((text) => {
      const form = new URLSearchParams(text);
      verifications.push({ secret: form.get('secret'), response: form.get('response'), contentType: request.headers['content-type'] });
      const answer = ANSWERS[form.get('response') ?? ''] ?? { status: 200, body: { success: false } };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  server = await startServer();
  app = server.appWith({ ...CAPTCHA_ENV, CAPTCHA_VERIFY_URL: verifyUrl });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => verifier.close(() => resolve()));
});

async function loginWith(token: string | undefined): Promise<Record<string, unknown>> {
  const b = new Browser(app);
  await b.primeCsrf();
  return json(await b.post('/api/login', { ...DEMO, ...(token === undefined ? {} : { token }) }));
}

describe('captcha off (the default)', () => {
  it('exposes no key, keeps the CSP to self and the platform, and logs in without a token', async () => {
    const reply = await server.app.request('/api/config');
    expect(await json(reply)).toMatchObject({ captchaSiteKey: null, captchaScriptUrl: null });
    const csp = reply.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${BOOT_PAINT_HASH};`);
    expect(csp).toContain('frame-src http://127.0.0.1:8081;');
    const b = new Browser(server.app);
    expect(await json(await b.login(DEMO.email, DEMO.password))).toMatchObject({ return: true });
  });
});

describe('captcha on', () => {
  it('/api/config hands out the site key and the script, never the secret', async () => {
    const reply = await app.request('/api/config');
    const body = await json(reply);
    expect(body).toMatchObject({ captchaSiteKey: 'site-key-123', captchaScriptUrl: 'https://www.google.com/recaptcha/api.js' });
    expect(JSON.stringify(body)).not.toContain('very-secret');
  });

  it('CSP allows the captcha origins for script and frame, and nothing else', async () => {
    const csp = (await app.request('/en/login')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${BOOT_PAINT_HASH} https://www.google.com https://www.gstatic.com;`);
    expect(csp).toContain('frame-src http://127.0.0.1:8081 https://www.google.com https://www.gstatic.com;');
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8081;");
    expect(csp).toContain("default-src 'self';");
  });

  it('a login with a good token is checked with the secret and succeeds', async () => {
    verifications.length = 0;
    expect(await loginWith('good-token')).toMatchObject({ return: true, user: { email: DEMO.email } });
    expect(verifications).toEqual([
      { secret: 'very-secret', response: 'good-token', contentType: 'application/x-www-form-urlencoded;charset=UTF-8' },
    ]);
  });

  it('a v2 answer (no score, no action) is enough when it says success', async () => {
    expect(await loginWith('v2-token')).toMatchObject({ return: true });
  });

  it.each([
    ['no token at all', undefined],
    ['an empty token', ''],
    ['a low v3 score', 'bot-token'],
    ['a token for another action', 'other-action'],
    ['a token the provider refuses', 'expired-token'],
  ])('refuses %s before looking at the password', async (_label, token) => {
    verifications.length = 0;
    expect(await loginWith(token)).toEqual({
      return: false,
      code: 'login.captcha',
      message: 'We could not confirm that you are not a robot. Reload the page and try again.',
    });
    expect(verifications).toHaveLength(token ? 1 : 0);
  });

  it('fails closed, with its own message, when the provider is down or unreachable', async () => {
    expect(await loginWith('provider-down')).toMatchObject({ return: false, code: 'login.captcha_unavailable' });
    const unreachable = server.appWith({ ...CAPTCHA_ENV, CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' });
    const b = new Browser(unreachable);
    await b.primeCsrf();
    expect(await json(await b.post('/api/login', { ...DEMO, token: 'good-token' }))).toMatchObject({
      return: false,
      code: 'login.captcha_unavailable',
    });
  });

  it('a wrong password with a good token is still a wrong password', async () => {
    const b = new Browser(app);
    await b.primeCsrf();
    expect(await json(await b.post('/api/login', { email: DEMO.email, password: 'nope-nope-1', token: 'good-token' }))).toMatchObject({
      return: false,
      code: 'login.password',
    });
  });

  it('another provider: its script origin (or the listed origins) is all CSP allows', async () => {
    const other = server.appWith({ ...CAPTCHA_ENV, CAPTCHA_SCRIPT_URL: 'https://captcha.example.net/v1/api.js', CAPTCHA_VERIFY_URL: verifyUrl });
    expect(await json(await other.request('/api/config'))).toMatchObject({ captchaScriptUrl: 'https://captcha.example.net/v1/api.js' });
    const csp = (await other.request('/en/login')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${BOOT_PAINT_HASH} https://captcha.example.net;`);
    expect(csp).toContain('frame-src http://127.0.0.1:8081 https://captcha.example.net;');

    const listed = server.appWith({ ...CAPTCHA_ENV, CAPTCHA_ORIGINS: 'https://a.example, https://b.example/' });
    const listedCsp = (await listed.request('/en/login')).headers.get('Content-Security-Policy') ?? '';
    expect(listedCsp).toContain(`script-src 'self' ${BOOT_PAINT_HASH} https://a.example https://b.example;`);
  });
});

describe('the captcha is the other way through a locked e-mail', () => {
  const PASSWORD = 'Trade1234!';

  async function attempt(email: string, password: string, token: string, unlock = false): Promise<Record<string, unknown>> {
    const b = new Browser(app);
    await b.primeCsrf();
    return json(await b.post('/api/login', { email, password, token, ...(unlock ? { unlock: true } : {}) }));
  }

  async function lockedTrader(label: string): Promise<string> {
    const { email } = await signedInTrader(server, { label });
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect(await attempt(email, `stranger-${i}`, 'good-token')).toMatchObject({ code: 'login.password' });
    expect(await attempt(email, PASSWORD, 'good-token')).toMatchObject({ code: 'login.throttled' });
    return email;
  }

  it('lets the right password in with an unlock token, while the strangers stay locked', async () => {
    const email = await lockedTrader('captcha-unlock');
    expect(await attempt(email, PASSWORD, 'unlock-token', true)).toMatchObject({ return: true });
    expect(await attempt(email, PASSWORD, 'good-token')).toMatchObject({ code: 'login.throttled' });
  });

  it('asks more of an unlock token than of a login one, and a login token cannot unlock', async () => {
    const email = await lockedTrader('captcha-doubtful');
    expect(await attempt(email, PASSWORD, 'unlock-doubtful', true)).toMatchObject({ code: 'login.captcha' });
    expect(await attempt(email, PASSWORD, 'good-token', true)).toMatchObject({ code: 'login.captcha' });
    expect(await attempt(email, PASSWORD, 'unlock-token')).toMatchObject({ code: 'login.captcha' });
  });

  it('keeps an allowance of its own: five wrong passwords through it lock it too', async () => {
    const email = await lockedTrader('captcha-guesses');
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect(await attempt(email, `solver-${i}`, 'unlock-token', true)).toMatchObject({ code: 'login.password' });
    expect(await attempt(email, PASSWORD, 'unlock-token', true)).toMatchObject({ code: 'login.throttled' });
  });

  it('is no way through without a captcha configured: the flag is ignored', async () => {
    const { email } = await signedInTrader(server, { label: 'captcha-off-unlock' });
    const plain = new Browser(server.app);
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect(await json(await plain.login(email, `guess-${i}`))).toMatchObject({ code: 'login.password' });
    await plain.primeCsrf();
    expect(await json(await plain.post('/api/login', { email, password: PASSWORD, token: 'unlock-token', unlock: true }))).toMatchObject({ code: 'login.throttled' });
  });
});

describe('captcha configuration', () => {
  it('is off unless both the site key and the secret are set, and refuses half a configuration', () => {
    expect(loadConfig({}).captcha).toBeNull();
    expect(() => loadConfig({ CAPTCHA_SITE_KEY: 'k' })).toThrow(/CAPTCHA_SITE_KEY and CAPTCHA_SECRET/);
    expect(() => loadConfig({ CAPTCHA_SECRET: 's' })).toThrow(/CAPTCHA_SITE_KEY and CAPTCHA_SECRET/);
    expect(() => loadConfig({ ...CAPTCHA_ENV, CAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(/CAPTCHA_VERIFY_URL/);
    expect(loadConfig(CAPTCHA_ENV).captcha).toEqual({
      siteKey: 'site-key-123',
      secret: 'very-secret',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      origins: ['https://www.google.com', 'https://www.gstatic.com'],
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });
});
