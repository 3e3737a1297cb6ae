import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processRecoveryRequests } from '../../server/auth/recovery.ts';
import { mailOutboxFor } from '../../server/auth/reset-mail.ts';
import { withProviders } from '../../server/app.ts';
import { platformSessions } from '../../server/db/schema.ts';
import { recoveryCodes, twoFactor } from '../../server/db/schema-protect.ts';
import { Browser, json, mailbox, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Two-factor sign-in (TOTP): set up from the key the Security screen shows, turned on by a code, asked for after the
// password at both doors (the app's /api/login and the platform's /cli/login) under the login throttle; each code
// accepted once, each recovery code once; off only with the password and a code; a password reset does not sign in.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Trade1234!';
type Reply = { return: boolean; code?: string; field?: string; message?: string; secret?: string; uri?: string; recovery_codes?: string[]; enabled?: boolean; recovery_left?: number; sign_in?: boolean };

/** What an authenticator app shows for `secret` at the server's now (or `offsetS` seconds from it): the otpauth library's own code. */
function appCode(secret: string, offsetS = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: server.clock.now().getTime() + offsetS * 1000 });
}

/** Moves the server clock to the start of the next 30-second step (a fresh code). */
async function nextStep(): Promise<void> {
  const into = server.clock.now().getTime() % 30_000;
  await server.clock.advance(30_000 - into + 50);
}

/** A trader with two-factor on, set up as the screen does it: the key, the first code, the recovery codes. */
async function protectedTrader(label: string) {
  const t = await signedInTrader(server, { label });
  const setup = await json<Reply>(await t.app.post('/api/us/2fa/setup', {}));
  expect(setup).toMatchObject({ return: true });
  const secret = setup.secret ?? '';
  expect(setup.uri).toMatch(new RegExp(`^otpauth://totp/Trader:${encodeURIComponent(t.email)}\\?.*secret=${secret}`));
  const enabled = await json<Reply>(await t.app.post('/api/us/2fa/enable', { code: appCode(secret) }));
  expect(enabled).toMatchObject({ return: true });
  expect(enabled.recovery_codes).toHaveLength(10);
  // The enabling code is spent: sign-ins below start from the next step.
  await nextStep();
  return { ...t, secret, recovery: enabled.recovery_codes ?? [] };
}

async function login(email: string, password: string, otp?: string, browser = new Browser(server.app)): Promise<{ browser: Browser; reply: Reply }> {
  await browser.primeCsrf();
  const reply = await json<Reply>(await browser.post('/api/login', { email, password, ...(otp === undefined ? {} : { otp }) }));
  return { browser, reply };
}

const platformLogin = async (form: Record<string, string>) => json<Reply>(await new Browser(server.platform).send('/cli/login', { form }));

describe('setting two-factor up', () => {
  it('turns on only with a right code of the shown key, and keeps the key encrypted and the recovery codes hashed', async () => {
    const t = await signedInTrader(server, { label: 'tf-setup' });
    expect(await json(await t.app.post('/api/us/2fa', {}))).toEqual({ return: true, enabled: false, recovery_left: 0 });
    const { secret = '' } = await json<Reply>(await t.app.post('/api/us/2fa/setup', {}));
    expect(await json(await t.app.post('/api/us/2fa/enable', { code: '000000' }))).toMatchObject({ return: false, code: 'protect.code', field: 'code' });
    const enabled = await json<Reply>(await t.app.post('/api/us/2fa/enable', { code: appCode(secret) }));
    expect(enabled).toMatchObject({ return: true, message: expect.stringContaining('on') });
    expect(await json(await t.app.post('/api/us/2fa', {}))).toEqual({ return: true, enabled: true, recovery_left: 10 });
    // A new key cannot replace the one that is on (a stolen session would swap in its own).
    expect(await json(await t.app.post('/api/us/2fa/setup', {}))).toMatchObject({ return: false, code: 'protect.already_on' });

    const [row] = await server.db.select().from(twoFactor).where(eq(twoFactor.userId, t.id));
    expect(row?.secretCipher).toMatch(/^v1\./);
    expect(row?.secretCipher).not.toContain(secret);
    const hashes = await server.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.userId, t.id));
    expect(hashes).toHaveLength(10);
    for (const code of enabled.recovery_codes ?? []) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      for (const { hash } of hashes) expect(hash).not.toContain(code.replace('-', ''));
    }
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the right password, takes the right one, and refuses it the second time', async () => {
    const t = await protectedTrader('tf-login');
    // The password alone: no session, and the screen is told to ask for the code.
    const first = await login(t.email, PASSWORD);
    expect(first.reply).toMatchObject({ return: false, code: 'login.otp_required' });
    expect(first.browser.cookies.has('sid')).toBe(false);
    // A wrong password is a wrong password, code or not.
    expect((await login(t.email, 'Wrong1234!', appCode(t.secret))).reply).toMatchObject({ code: 'login.password' });
    expect((await login(t.email, PASSWORD, '123 456')).reply).toMatchObject({ return: false, code: 'login.otp', field: 'otp' });

    const code = appCode(t.secret);
    const signed = await login(t.email, PASSWORD, code);
    expect(signed.reply).toMatchObject({ return: true });
    expect(signed.browser.cookies.has('sid')).toBe(true);
    // Replayed — the same code, in the same 30 seconds, from another browser: refused.
    expect((await login(t.email, PASSWORD, code)).reply).toMatchObject({ return: false, code: 'login.otp' });
    // An earlier step's code is older than the one used: refused too.
    expect((await login(t.email, PASSWORD, appCode(t.secret, -30))).reply).toMatchObject({ return: false, code: 'login.otp' });
    await nextStep();
    expect((await login(t.email, PASSWORD, appCode(t.secret))).reply).toMatchObject({ return: true });
  });

  it('counts wrong codes in the login throttle: the right password does not buy more guesses', async () => {
    const t = await protectedTrader('tf-throttle');
    for (let i = 0; i < 5; i += 1) expect((await login(t.email, PASSWORD, String(100000 + i))).reply).toMatchObject({ code: 'login.otp' });
    // Locked now, the right code included, at the app's door and at the platform's.
    expect((await login(t.email, PASSWORD, appCode(t.secret))).reply).toMatchObject({ return: false, code: 'login.throttled' });
    expect(await platformLogin({ login: t.email, password: PASSWORD, otp: appCode(t.secret) })).toMatchObject({ return: false, code: 'login.throttled' });
    await server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(t.email, PASSWORD, appCode(t.secret))).reply).toMatchObject({ return: true });
  });

  it('asking for the code costs nothing: the password alone, again and again, never locks the owner out', async () => {
    const t = await protectedTrader('tf-ask');
    for (let i = 0; i < 8; i += 1) expect((await login(t.email, PASSWORD)).reply).toMatchObject({ code: 'login.otp_required' });
    expect((await login(t.email, PASSWORD, appCode(t.secret))).reply).toMatchObject({ return: true });
  });

  it('takes each recovery code once, and says how many are left', async () => {
    const t = await protectedTrader('tf-recovery');
    const [first = '', second = ''] = t.recovery;
    const signed = await login(t.email, PASSWORD, first.toUpperCase());
    expect(signed.reply).toMatchObject({ return: true });
    expect((await login(t.email, PASSWORD, first)).reply).toMatchObject({ return: false, code: 'login.otp' });
    expect((await login(t.email, PASSWORD, second.replace('-', ' '))).reply).toMatchObject({ return: true });
    expect(await json(await signed.browser.post('/api/us/2fa', {}))).toEqual({ return: true, enabled: true, recovery_left: 8 });
  });

  it('holds at the platform\'s door too, and a code used at one door is spent at the other', async () => {
    const t = await protectedTrader('tf-platform');
    expect(await platformLogin({ login: t.email, password: PASSWORD })).toMatchObject({ return: false, code: 'login.otp_required' });
    expect(await platformLogin({ login: t.email, password: PASSWORD, otp: '000000' })).toMatchObject({ return: false, code: 'login.otp' });
    const code = appCode(t.secret);
    expect(await platformLogin({ login: t.email, password: PASSWORD, otp: code })).toEqual({ return: true });
    expect((await login(t.email, PASSWORD, code)).reply).toMatchObject({ return: false, code: 'login.otp' });
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a current code; a stolen session alone cannot', async () => {
    const t = await protectedTrader('tf-off');
    const off = (body: Record<string, string>) => t.app.post('/api/us/2fa/disable', body).then((r) => json<Reply>(r));
    expect(await off({ password: PASSWORD, code: '' })).toMatchObject({ return: false, code: 'protect.code', field: 'code' });
    expect(await off({ password: 'Wrong1234!', code: appCode(t.secret) })).toMatchObject({ return: false, code: 'protect.password', field: 'password' });
    expect(await off({ password: '', code: appCode(t.secret) })).toMatchObject({ return: false, field: 'password' });
    expect(await json(await t.app.post('/api/us/2fa', {}))).toMatchObject({ enabled: true });
    expect(await off({ password: PASSWORD, code: appCode(t.secret) })).toMatchObject({ return: true });
    expect(await json(await t.app.post('/api/us/2fa', {}))).toEqual({ return: true, enabled: false, recovery_left: 0 });
    expect(await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, t.id))).toEqual([]);
    expect((await login(t.email, PASSWORD)).reply).toMatchObject({ return: true });
  });

  it('counts wrong codes there too (5 in 15 minutes)', async () => {
    const t = await protectedTrader('tf-off-throttle');
    for (let i = 0; i < 5; i += 1) expect(await json(await t.app.post('/api/us/2fa/disable', { password: PASSWORD, code: String(200000 + i) }))).toMatchObject({ code: 'protect.code' });
    expect(await json(await t.app.post('/api/us/2fa/disable', { password: PASSWORD, code: appCode(t.secret) }))).toMatchObject({ return: false, code: 'protect.code_throttled' });
  });
});

describe('password recovery with two-factor on', () => {
  it('sets the new password but signs nobody in: the next sign-in still asks for the code', async () => {
    const t = await protectedTrader('tf-reset');
    const asker = new Browser(server.app);
    await asker.primeCsrf();
    await asker.post('/api/forget', { email: t.email });
    await processRecoveryRequests(server.db, mailOutboxFor(withProviders({ config: server.config, db: server.db, clock: server.clock })));
    const mail = (await mailbox(server, t.email)).filter((one) => one.subject === 'Reset your password').at(-1);
    const token = /reset#token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const browser = new Browser(server.app);
    await browser.primeCsrf();
    const reply = await json<Reply>(await browser.post('/api/reset', { token, password: 'NewPass123' }));
    expect(reply).toMatchObject({ return: true, sign_in: true, message: expect.stringContaining('code') });
    expect(browser.cookies.has('sid')).toBe(false);
    // Every session ended with the reset, the old one included.
    expect((await t.app.post('/api/us/2fa', {})).status).toBe(401);
    expect((await login(t.email, 'NewPass123')).reply).toMatchObject({ return: false, code: 'login.otp_required' });
    expect((await login(t.email, 'NewPass123', appCode(t.secret))).reply).toMatchObject({ return: true });
  });

  it('still signs in at once without two-factor (the link and the new password are what a login asks)', async () => {
    const t = await signedInTrader(server, { label: 'tf-reset-plain' });
    const asker = new Browser(server.app);
    await asker.primeCsrf();
    await asker.post('/api/forget', { email: t.email });
    await processRecoveryRequests(server.db, mailOutboxFor(withProviders({ config: server.config, db: server.db, clock: server.clock })));
    const token = /reset#token=([\w-]+)/.exec((await mailbox(server, t.email)).at(-1)?.text ?? '')?.[1] ?? '';
    const browser = new Browser(server.app);
    await browser.primeCsrf();
    expect(await json(await browser.post('/api/reset', { token, password: 'NewPass123' }))).toMatchObject({ return: true, user: { email: t.email } });
    expect(browser.cookies.has('sid')).toBe(true);
    expect(await server.db.select().from(platformSessions).where(eq(platformSessions.userId, t.id))).toEqual([]);
  });
});
