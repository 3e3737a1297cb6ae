import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../../server/db/schema.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { Browser, DEMO, json, setCookieLine, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const browser = () => new Browser(server.app);

const validRegistration = (login: string) => ({
  country: 'DE',
  currency: 'EUR',
  login,
  password: 'Secret123',
  firstName: 'Anna',
  lastName: 'Schmidt',
  phone: '1512 3456789',
  phone_prefix: '49',
  promo: '',
});

describe('POST /api/login', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and returns the user', async () => {
    const b = browser();
    const response = await b.login(DEMO.email, DEMO.password);
    expect(response.status).toBe(200);
    const sid = setCookieLine(response, 'sid');
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).toMatch(/Path=\//);
    expect(sid).toMatch(/Max-Age=2592000/); // 30 days
    const body = await json<{ return: boolean; user: Record<string, unknown> }>(response);
    expect(body.return).toBe(true);
    expect(body.user).toMatchObject({
      email: 'demo@example.com',
      login: 'demo@example.com',
      currency: 'USD',
      available: '10000.00',
      verification: 'Full',
      status: 'USER_ACTIVE',
      tr_validate: 'no',
      tr_success: 'yes',
      balances: [{ amount: '10000.00', netAmount: '10000.00', currency: 'USD', type: 'real' }],
    });
    expect(body.user['password_hash']).toBeUndefined();
    expect(body.user['passwordHash']).toBeUndefined();
  });

  it('takes the spec §7 body { email, password, token, rubens, url, csrf, recaptcha }, JSON or form', async () => {
    const b = browser();
    const csrf = await b.primeCsrf();
    const fields = { ...DEMO, token: '', rubens: '', url: '/en/login', csrf, recaptcha: '' };
    expect(await json(await b.post('/api/login', fields))).toMatchObject({ return: true, user: { email: DEMO.email } });
    const form = browser();
    const formCsrf = await form.primeCsrf();
    const reply = await form.send('/api/login', { form: { ...fields, csrf: formCsrf }, csrf: false });
    expect(await json(reply)).toMatchObject({ return: true });
  });

  it('accepts the e-mail in any case', async () => {
    const body = await json(await browser().login('Demo@Example.COM', DEMO.password));
    expect(body['return']).toBe(true);
  });

  it('answers login.password for a wrong password and records the failure', async () => {
    const response = await browser().login(DEMO.email, 'wrong-password1');
    expect(setCookieLine(response, 'sid')).toBeUndefined();
    const body = await json(response);
    expect(body).toMatchObject({ return: false, code: 'login.password' });
    expect(typeof body['message']).toBe('string');
    const failures = await server.db.select().from(loginFailures).where(eq(loginFailures.email, DEMO.email));
    expect(failures.some((row) => row.source === 'login')).toBe(true);
  });

  it('answers exactly the same for an unknown e-mail', async () => {
    const known = await json(await browser().login(DEMO.email, 'wrong-password1'));
    const unknown = await json(await browser().login('nobody@example.com', 'wrong-password1'));
    expect(unknown).toEqual(known);
  });

  it('answers login.invalid when a field is missing', async () => {
    const b = browser();
    await b.primeCsrf();
    expect(await json(await b.post('/api/login', { email: DEMO.email }))).toMatchObject({ code: 'login.invalid' });
    expect(await json(await b.post('/api/login', { password: 'x' }))).toMatchObject({ code: 'login.invalid' });
  });

  it('speaks the X-Lang language', async () => {
    const b = browser();
    await b.primeCsrf();
    const en = await json(await b.post('/api/login', { email: DEMO.email, password: 'nope1234' }));
    const ru = await json(await b.post('/api/login', { email: DEMO.email, password: 'nope1234' }, { headers: { 'X-Lang': 'ru' } }));
    expect(en['message']).not.toEqual(ru['message']);
    expect(String(ru['message'])).toMatch(/[а-я]/);
  });
});

describe('POST /api/register', () => {
  it('creates a user who can then log in with an empty account in the chosen currency', async () => {
    const b = browser();
    await b.primeCsrf();
    const reply = await b.post('/api/register', validRegistration('anna@example.com'));
    expect(await json(reply)).toEqual({ return: true });
    expect(setCookieLine(reply, 'sid')).toBeUndefined(); // the client logs in next
    const login = await json<{ user: Record<string, unknown> }>(await b.login('anna@example.com', 'Secret123'));
    expect(login.user).toMatchObject({
      firstName: 'Anna',
      currency: 'EUR',
      country: 'DE',
      available: '0.00',
      phone: '+4915123456789',
      balances: [{ amount: '0.00', currency: 'EUR', type: 'real' }],
    });
  });

  it('refuses a taken e-mail (in any case) on the login field', async () => {
    const b = browser();
    await b.primeCsrf();
    const body = await json(await b.post('/api/register', validRegistration('DEMO@example.com')));
    expect(body).toMatchObject({ return: false, field: 'login' });
  });

  const invalid: [string, Record<string, string>, string][] = [
    ['malformed e-mail', { login: 'not-an-email' }, 'login'],
    ['short password', { password: 'abc1' }, 'password'],
    ['password without a digit', { password: 'abcdefghij' }, 'password'],
    ['password without a letter', { password: '1234567890' }, 'password'],
    ['empty first name', { firstName: '  ' }, 'firstName'],
    ['empty last name', { lastName: '' }, 'lastName'],
    ['unknown country', { country: 'ZZ' }, 'country'],
    ['a country closed to registration', { country: 'KP', phone_prefix: '850' }, 'country'],
    ['a phone prefix of another country', { phone_prefix: '33' }, 'phone_prefix'],
    ['unknown currency', { currency: 'XYZ' }, 'currency'],
    ['missing phone prefix', { phone_prefix: '' }, 'phone_prefix'],
    ['phone too short', { phone: '12345' }, 'phone'],
    ['phone too long', { phone: '1234567890123456' }, 'phone'],
    ['phone with letters', { phone: '12345abc' }, 'phone'],
    ['prefix 1 with 9 digits', { country: 'US', state: 'NY', phone_prefix: '1', phone: '212555012' }, 'phone'],
    ['prefix 1 with 11 digits', { country: 'US', state: 'NY', phone_prefix: '1', phone: '21255501234' }, 'phone'],
    ['promo with markup', { promo: '<b>x</b>' }, 'promo'],
  ];
  it.each(invalid)('refuses %s', async (_label, change, fieldName) => {
    const b = browser();
    await b.primeCsrf();
    const body = await json(await b.post('/api/register', { ...validRegistration(`x${fieldName}@example.com`), ...change }));
    expect(body['return']).toBe(false);
    expect(body['field']).toBe(fieldName);
    expect(typeof body['message']).toBe('string');
  });

  it('says why in the trader’s language: a closed country, the prefix the country uses', async () => {
    const b = browser();
    await b.primeCsrf();
    const closed = await json(await b.post('/api/register', { ...validRegistration('cu@example.com'), country: 'CU', phone_prefix: '53' }));
    expect(closed).toEqual({
      return: false,
      field: 'country',
      code: 'field.country_closed',
      message: 'We cannot open accounts for residents of this country.',
    });
    const mismatch = await json(
      await b.post('/api/register', { ...validRegistration('fr@example.com'), country: 'FR' }, { headers: { 'X-Lang': 'ru' } }),
    );
    expect(mismatch).toEqual({
      return: false,
      field: 'phone_prefix',
      code: 'field.phone_prefix_country',
      message: 'Телефонный код не соответствует выбранной стране: используйте +33.',
    });
  });

  it('accepts prefix 1 with exactly 10 digits', async () => {
    const b = browser();
    await b.primeCsrf();
    const body = await json(
      await b.post('/api/register', { ...validRegistration('us@example.com'), country: 'US', state: 'NY', currency: 'USD', phone_prefix: '+1', phone: '(212) 555-0123' }),
    );
    expect(body).toEqual({ return: true });
  });
});

describe('CSRF', () => {
  it('refuses a POST without the header', async () => {
    const b = browser();
    await b.primeCsrf();
    const response = await b.post('/api/login', DEMO, { csrf: false });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ return: false, code: 'csrf' });
  });

  it('refuses a POST with the wrong header', async () => {
    const b = browser();
    await b.primeCsrf();
    const response = await b.post('/api/login', DEMO, { headers: { 'X-CSRF-Token': 'x'.repeat(43) } });
    expect(response.status).toBe(403);
  });

  it('refuses a POST whose browser holds no cookie, and hands one out with the refusal', async () => {
    const b = browser();
    const response = await b.post('/api/login', DEMO, { headers: { 'X-CSRF-Token': 'y'.repeat(43) } });
    expect(response.status).toBe(403);
    expect(setCookieLine(response, 'csrf')).toMatch(/SameSite=Strict/);
  });

  it('accepts the right header', async () => {
    const b = browser();
    const token = await b.primeCsrf();
    expect(b.cookies.get('csrf')).toBe(token);
    const response = await b.post('/api/login', DEMO);
    expect(response.status).toBe(200);
  });

  it('accepts a form post carrying the token as a csrf field', async () => {
    const b = browser();
    const token = await b.primeCsrf();
    const response = await b.send('/api/login', { method: 'POST', form: { ...DEMO, csrf: token }, csrf: false });
    expect(await json(response)).toMatchObject({ return: true });
  });

  it('sets a script-readable Strict csrf cookie on any API reply that lacked it', async () => {
    const response = await server.app.request('/api/config');
    const line = setCookieLine(response, 'csrf');
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).not.toMatch(/HttpOnly/);
  });
});

describe('sessions', () => {
  it('POST /api/fraud/user: 401 without a session, 200 with one', async () => {
    const b = browser();
    await b.primeCsrf();
    const anonymous = await b.post('/api/fraud/user');
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ return: false, code: 'auth' });
    await b.login(DEMO.email, DEMO.password);
    const signedIn = await b.post('/api/fraud/user');
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toMatchObject({ return: true, user: { email: DEMO.email } });
  });

  it('stores only a hash of the session id', async () => {
    const b = browser();
    await b.login(DEMO.email, DEMO.password);
    const sid = b.cookies.get('sid') ?? '';
    expect(await server.db.select().from(sessions).where(eq(sessions.id, sid))).toHaveLength(0);
    expect(await server.db.select().from(sessions).where(eq(sessions.id, hashToken(sid)))).toHaveLength(1);
  });

  it('rotates the session at login: the old id stops working', async () => {
    const b = browser();
    await b.login(DEMO.email, DEMO.password);
    const first = b.cookies.get('sid');
    await b.login(DEMO.email, DEMO.password);
    const second = b.cookies.get('sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = new Browser(server.app);
    stale.cookies.set('csrf', b.cookies.get('csrf') ?? '');
    stale.cookies.set('sid', first ?? '');
    expect((await stale.post('/api/fraud/user')).status).toBe(401);
  });

  it('logout deletes the session, expires the cookie and sends Clear-Site-Data', async () => {
    const b = browser();
    await b.login(DEMO.email, DEMO.password);
    const sid = b.cookies.get('sid') ?? '';
    const response = await b.post('/api/logout', {}, { headers: { 'X-Lang': 'ru' } });
    expect(response.headers.get('Clear-Site-Data')).toBe('"cache", "cookies", "storage"');
    expect(setCookieLine(response, 'sid')).toMatch(/Max-Age=0/);
    expect(await json(response)).toEqual({ return: true, redirect: '/ru/login' });
    expect(await server.db.select().from(sessions).where(eq(sessions.id, hashToken(sid)))).toHaveLength(0);
    const replay = new Browser(server.app);
    replay.cookies.set('csrf', b.cookies.get('csrf') ?? '');
    replay.cookies.set('sid', sid);
    expect((await replay.post('/api/fraud/user')).status).toBe(401);
  });

  it('logout keeps redirects inside the app', async () => {
    const b = browser();
    await b.primeCsrf();
    expect(await json(await b.post('/api/logout', { redirect: '/en/trading' }))).toMatchObject({ redirect: '/en/trading' });
    expect(await json(await b.post('/api/logout', { redirect: 'https://evil.example/' }))).toMatchObject({ redirect: '/en/login' });
    expect(await json(await b.post('/api/logout', { redirect: '/en//evil.example' }))).toMatchObject({ redirect: '/en/login' });
  });

  it('a session expires after 30 days without use (sandbox clock)', async () => {
    const b = browser();
    await b.login(DEMO.email, DEMO.password);
    expect((await b.post('/api/fraud/user')).status).toBe(200);
    const advance = await server.app.request('/sandbox/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_ms: 31 * 24 * 60 * 60 * 1000 }),
    });
    expect(advance.status).toBe(200);
    expect((await b.post('/api/fraud/user')).status).toBe(401);
  });
});

describe('forget, notify/login_fail, contacts', () => {
  it('forget answers the same whether or not the e-mail exists', async () => {
    const b = browser();
    await b.primeCsrf();
    const known = await json(await b.post('/api/forget', { email: DEMO.email }));
    const unknown = await json(await b.post('/api/forget', { email: 'ghost@example.com' }));
    expect(known).toMatchObject({ return: true });
    expect(unknown).toEqual(known);
    expect(await json(await b.post('/api/forget', { email: 'nope' }))).toMatchObject({ return: false, field: 'email' });
  });

  it('notify/login_fail records the client report', async () => {
    const b = browser();
    await b.primeCsrf();
    expect(await json(await b.post('/api/notify/login_fail', { email: 'Reported@Example.com' }))).toEqual({ return: true });
    const rows = await server.db.select().from(loginFailures).where(eq(loginFailures.email, 'reported@example.com'));
    expect(rows).toMatchObject([{ source: 'client' }]);
  });

  it('contacts stores a valid message and names the first bad field otherwise', async () => {
    const b = browser();
    await b.primeCsrf();
    const ok = { name: 'Ivan', email: 'ivan@example.com', phone: '+44 7700 900123', message: 'Where is my deposit?' };
    expect(await json(await b.post('/api/contacts', ok))).toMatchObject({ return: true });
    expect(await json(await b.post('/api/contacts', { ...ok, name: '' }))).toMatchObject({ field: 'name' });
    expect(await json(await b.post('/api/contacts', { ...ok, email: 'x' }))).toMatchObject({ field: 'email' });
    expect(await json(await b.post('/api/contacts', { ...ok, phone: '12' }))).toMatchObject({ field: 'phone' });
    expect(await json(await b.post('/api/contacts', { ...ok, message: ' ' }))).toMatchObject({ field: 'message' });
  });
});
