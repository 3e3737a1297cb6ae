import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';
import { type CeremonyOptions, SoftAuthenticator } from './soft-authenticator.ts';

// Passkeys: added on the Security screen (options, then the authenticator's answer, verified by
// @simplewebauthn/server), used to sign in instead of the password and the code, removed with the password. Each
// challenge is the server's and works once; the answer must come from the app's origin, with the user verified and
// the signature counter moving on.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Trade1234!';
type Reply = { return: boolean; code?: string; message?: string; options?: CeremonyOptions; passkey?: { id: number; name: string }; passkeys?: { id: number; name: string; last_used: number | null }[]; user?: { email: string } };

async function withPasskey(label: string) {
  const t = await signedInTrader(server, { label });
  const key = new SoftAuthenticator(server.config.appOrigin);
  const { options } = await json<Reply>(await t.app.post('/api/us/passkeys/options', {}));
  expect(options?.rp?.id).toBe('localhost');
  const added = await json<Reply>(await t.app.post('/api/us/passkeys/add', { credential: JSON.stringify(key.register(options as CeremonyOptions)), name: 'Laptop' }));
  expect(added).toMatchObject({ return: true, passkey: { name: 'Laptop' } });
  return { ...t, key, passkeyId: added.passkey?.id ?? 0 };
}

/** A browser that signs in with the passkey: asks for options, answers them as `answer` says. */
async function passkeyLogin(answer: (options: CeremonyOptions) => unknown) {
  const browser = new Browser(server.app);
  await browser.primeCsrf();
  const { options } = await json<Reply>(await browser.post('/api/passkey/options', {}));
  const response = answer(options as CeremonyOptions);
  const reply = await json<Reply>(await browser.post('/api/passkey/login', { credential: JSON.stringify(response) }));
  return { browser, reply, response };
}

describe('passkeys', () => {
  it('adds one, signs in with it instead of the password, and lists when it was used', async () => {
    const t = await withPasskey('pk-add');
    const { browser, reply } = await passkeyLogin((options) => t.key.authenticate(options));
    expect(reply).toMatchObject({ return: true, user: { email: t.email } });
    expect(browser.cookies.has('sid')).toBe(true);
    const listed = await json<Reply>(await browser.post('/api/us/passkeys', {}));
    expect(listed.passkeys).toEqual([expect.objectContaining({ id: t.passkeyId, name: 'Laptop', last_used: expect.any(Number) })]);
  });

  it('signs in instead of the password and the code when two-factor is on', async () => {
    const t = await withPasskey('pk-2fa');
    const { secret = '' } = await json<{ secret?: string }>(await t.app.post('/api/us/2fa/setup', {}));
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: server.clock.now().getTime() });
    expect(await json(await t.app.post('/api/us/2fa/enable', { code }))).toMatchObject({ return: true });
    expect((await passkeyLogin((options) => t.key.authenticate(options))).reply).toMatchObject({ return: true });
  });

  it('refuses an answer used twice, a cloned key\'s old counter, no user verification and another origin', async () => {
    const t = await withPasskey('pk-refuse');
    const first = await passkeyLogin((options) => t.key.authenticate(options));
    expect(first.reply).toMatchObject({ return: true });
    // The very same answer again: its challenge was spent.
    const replay = new Browser(server.app);
    await replay.primeCsrf();
    expect(await json(await replay.post('/api/passkey/login', { credential: JSON.stringify(first.response) }))).toMatchObject({ return: false, code: 'login.passkey' });
    // A copy of the key that claims the counter the server has already seen.
    expect((await passkeyLogin((options) => t.key.authenticate(options, { counter: t.key.counter }))).reply).toMatchObject({ return: false, code: 'login.passkey' });
    expect((await passkeyLogin((options) => t.key.authenticate(options, { verified: false }))).reply).toMatchObject({ return: false, code: 'login.passkey' });
    expect((await passkeyLogin((options) => t.key.authenticate(options, { origin: 'https://evil.example' }))).reply).toMatchObject({ return: false, code: 'login.passkey' });
    // A challenge the server never handed out.
    expect((await passkeyLogin(() => t.key.authenticate({ challenge: 'bm90LWZyb20tdGhlLXNlcnZlcg', rpId: 'localhost' }))).reply).toMatchObject({ return: false });
    expect((await passkeyLogin((options) => t.key.authenticate(options))).reply).toMatchObject({ return: true });
  });

  it('is not added from another trader\'s challenge, nor without user verification, nor twice', async () => {
    const t = await signedInTrader(server, { label: 'pk-own' });
    const other = await signedInTrader(server, { label: 'pk-other' });
    const key = new SoftAuthenticator(server.config.appOrigin);
    const theirs = await json<Reply>(await other.app.post('/api/us/passkeys/options', {}));
    expect(await json(await t.app.post('/api/us/passkeys/add', { credential: JSON.stringify(key.register(theirs.options as CeremonyOptions)), name: '' }))).toMatchObject({ return: false, code: 'protect.passkey' });
    const unverified = await json<Reply>(await t.app.post('/api/us/passkeys/options', {}));
    expect(await json(await t.app.post('/api/us/passkeys/add', { credential: JSON.stringify(key.register(unverified.options as CeremonyOptions, { verified: false })), name: '' }))).toMatchObject({ return: false, code: 'protect.passkey' });
    expect(await json(await t.app.post('/api/us/passkeys/add', { credential: '{"id":1}', name: '' }))).toMatchObject({ return: false, code: 'protect.passkey' });
    const mine = await json<Reply>(await t.app.post('/api/us/passkeys/options', {}));
    expect(await json(await t.app.post('/api/us/passkeys/add', { credential: JSON.stringify(key.register(mine.options as CeremonyOptions)), name: '' }))).toMatchObject({ return: true, passkey: { name: 'Passkey' } });
    const again = await json<Reply>(await t.app.post('/api/us/passkeys/options', {}));
    expect(await json(await t.app.post('/api/us/passkeys/add', { credential: JSON.stringify(key.register(again.options as CeremonyOptions)), name: '' }))).toMatchObject({ return: false, code: 'protect.passkey_exists' });
  });

  it('is removed only with the password, and signs in no more', async () => {
    const t = await withPasskey('pk-remove');
    const remove = (password: string) => t.app.post('/api/us/passkeys/remove', { id: String(t.passkeyId), password }).then((r) => json<Reply>(r));
    expect(await remove('')).toMatchObject({ return: false, code: 'protect.password' });
    expect(await remove('Wrong1234!')).toMatchObject({ return: false, code: 'protect.password' });
    expect(await remove(PASSWORD)).toMatchObject({ return: true });
    expect(await remove(PASSWORD)).toMatchObject({ return: false, code: 'protect.passkey_gone' });
    expect((await passkeyLogin((options) => t.key.authenticate(options))).reply).toMatchObject({ return: false, code: 'login.passkey' });
  });
});
