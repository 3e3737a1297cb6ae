import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { maxAmount } from '../../common/limits.ts';
import { accounts } from '../../server/db/schema.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { findAsset } from '../../server/platform/assets.ts';
import { walkFor } from '../../server/sandbox/walk-seed.ts';
import { startSettler } from '../../server/platform/settler.ts';
import { MAX_LOGIN_FAILURES } from '../../server/users/login-throttle.ts';
import { Browser, json, providedDeps, signedInTrader, startServer, type TestServer } from './helpers.ts';
import { formatMoney } from '../../common/money.ts';

// Bounded amounts, a settlement no single row can stall, throttles that hold under races, clean 400s,
// a safe sandbox, GETs that change nothing, and the small headers.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ APP_ORIGIN: 'http://localhost:8080' });
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; code?: string; field?: string; message?: string; status?: string };

const balanceOf = async (userId: number) => {
  const [row] = await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, userId));
  return row?.amount;
};

describe('amount bounds', () => {
  const HUGE = '9000000000000000';
  const DIGITS_41 = '1'.repeat(41);

  it('a wallet deposit above the bound is refused with a clear message, not approved with its bonus, and a 41-digit one is no 500', async () => {
    const t = await signedInTrader(server, { label: 'bound' });
    for (const [amount, key] of [[HUGE, 'bound-key-0001'], [DIGITS_41, 'bound-key-0002']] as const) {
      const response = await t.app.post('/api/pay/perfect', { amount, currency: 'USD', bonus: '1' }, { headers: { 'Idempotency-Key': key } });
      expect(response.status).toBe(200);
      const reply = await json<Reply>(response);
      expect(reply).toMatchObject({ return: false, code: 'max_amount', field: 'amount' });
      // The bound as the app shows money ("$100,000.00").
      expect(reply.message).toContain(formatMoney(String(maxAmount('deposit', 'USD')), 'USD'));
    }
    expect(await balanceOf(t.id)).toBe('0.00000000');
    // In the trader's language.
    const ru = await json<Reply>(await t.app.post('/api/pay/perfect', { amount: HUGE, currency: 'USD' }, { headers: { 'Idempotency-Key': 'bound-key-0003', 'X-Lang': 'ru' } }));
    expect(ru.message).toMatch(/Неверная сумма/);
  });

  it('card, crypto and quick top-up deposits are bounded too', async () => {
    const t = await signedInTrader(server, { label: 'bound-card' });
    const card = await json<Reply>(
      await t.app.post(CARD_PATHS.FRAUD, {
        amount: DIGITS_41,
        bonus: '0',
        fixed: false,
        currency: 'USD',
        deposit_id: 'dep-bound-xxxxxxxx',
        idempotency_key: 'bound-card-0001',
        card: { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'A', ln: 'B', cu: 'FR' },
      }),
    );
    expect(card).toMatchObject({ return: false, code: 'max_amount' });
    const crypto = await json<Reply>(await t.app.post('/api/btc/pay', { amount: HUGE, currency: 'USD', fixed: false, idempotency_key: 'bound-btc-0001' }));
    expect(crypto).toMatchObject({ return: false, code: 'max_amount' });
    const coins = await json<Reply>(await t.app.post('/api/btc/pay', { amount: '5000000', fixed: true, idempotency_key: 'bound-btc-0002' }));
    expect(coins).toMatchObject({ return: false, code: 'max_amount' });
  });
});

describe('settlement', () => {
  it('settles other traders’ orders while one row fails, marks the failing one, and its trader can still read', async () => {
    const rich = await signedInTrader(server, { label: 'ceiling', amount: '9999999999999999.00000000' });
    const plain = await signedInTrader(server, { label: 'plain', amount: '100.00' });
    const asset = findAsset('EURUSD');
    if (!asset) throw new Error('no EURUSD');
    const now = server.clock.now();
    const expiry = new Date(now.getTime() - 60_000);
    const openTime = new Date(expiry.getTime() - 30_000);
    const close = (await walkFor(server.db)).quoteAt(asset, Math.floor(expiry.getTime() / 1000));
    const accountOf = async (userId: number) => {
      const [row] = await server.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
      if (!row) throw new Error('no account');
      return row.id;
    };
    // A call opened far below the close wins: its payout would take the rich account past numeric(24, 8).
    const base = { symbol: 'EURUSD', direction: 'call' as const, currency: 'USD', payoutRate: '0.8000', openPrice: '0.00001', openTime, expiryTime: expiry, status: 'open' as const };
    const [failing] = await server.db.insert(tradeOrders).values({ ...base, userId: rich.id, accountId: await accountOf(rich.id), amount: '10000.00' }).returning();
    const [healthy] = await server.db
      .insert(tradeOrders)
      .values({ ...base, userId: plain.id, accountId: await accountOf(plain.id), amount: '10.00', expiryTime: new Date(expiry.getTime() + 1), openPrice: '0.00001' })
      .returning();
    if (!failing || !healthy) throw new Error('orders not inserted');
    expect(Number(close)).toBeGreaterThan(0.00001);

    const settler = startSettler(providedDeps(server), 60_000);
    await settler.sweep();
    await settler.stop();

    const [afterFailing] = await server.db.select().from(tradeOrders).where(eq(tradeOrders.id, failing.id));
    const [afterHealthy] = await server.db.select().from(tradeOrders).where(eq(tradeOrders.id, healthy.id));
    expect(afterHealthy?.status).toBe('won');
    expect(await balanceOf(plain.id)).toBe('118.00000000');
    expect(afterFailing?.status).toBe('open');
    expect(afterFailing?.settleFailedAt).not.toBeNull();
    // Its trader's reads answer (they settle that trader's due orders first, and must survive the failing one).
    const info = await rich.app.send('/api/fraud/user', { method: 'POST', json: {} });
    expect(info.status).toBe(200);
  });
});

/** A well-formed double-submit token for hand-built requests. */
const TOKEN = 'hardening-test-token-0123456789abcdef';

describe('password throttle under races', () => {
  it('30 parallel wrong passwords across /api/login, /cli/login and /cli/password evaluate at most 5', async () => {
    const t = await signedInTrader(server, { label: 'race' });
    // A platform session for /cli/password (the old-password door).
    const minted = await json<{ token: string }>(await t.app.post('/api/platform/token'));
    const exchanged = await server.platform.request('/cli/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:8081' },
      body: JSON.stringify({ token: minted.token }),
    });
    const { token: bearer } = await json<{ token: string }>(exchanged);
    const guesses = Array.from({ length: 30 }, (_, i) => `Wrong-guess-${i}`);
    const replies = await Promise.all(
      guesses.map(async (guess, i) => {
        switch (i % 3) {
          case 0: {
            const b = new Browser(server.app);
            return json<Reply>(await b.login(t.email, guess));
          }
          case 1:
            return json<Reply>(
              await server.platform.request('/cli/login', {
                method: 'POST',
                headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ login: t.email, password: guess }).toString(),
              }),
            );
          default:
            return json<Reply>(
              await server.platform.request('/cli/password', {
                method: 'POST',
                headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:8081' },
                body: JSON.stringify({ oldPassword: guess, newPassword: 'Another123', newPasswordConfirm: 'Another123' }),
              }),
            );
        }
      }),
    );
    const throttled = replies.filter((r) => r.code === 'login.throttled').length;
    const evaluated = replies.length - throttled;
    expect(evaluated).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(evaluated).toBe(MAX_LOGIN_FAILURES);
    // Locked everywhere now, right password included.
    expect(await json<Reply>(await new Browser(server.app).login(t.email, 'Trade1234!'))).toMatchObject({ code: 'login.throttled' });
  });

  it('the same wrong password at a second door (the client sends each login to both) counts once', async () => {
    const t = await signedInTrader(server, { label: 'twice' });
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i += 1) {
      const guess = `Twice-wrong-${i}`;
      await server.platform.request('/cli/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: t.email, password: guess }).toString(),
      });
      expect(await json<Reply>(await new Browser(server.app).login(t.email, guess))).toMatchObject({ code: 'login.password' });
    }
    expect(await json<Reply>(await new Browser(server.app).login(t.email, 'Trade1234!'))).toMatchObject({ return: true });
  });

  it('one address gets a budget of wrong password checks across e-mails, then a clear "try again in N minutes"', async () => {
    const fromAddress = (path: string, body: string, ip: string) =>
      server.app.request(
        path,
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:8080', Cookie: `csrf=${TOKEN}`, 'X-CSRF-Token': TOKEN }, body },
        { incoming: { socket: { remoteAddress: ip } } },
      );
    const replies: Reply[] = [];
    for (let i = 0; i < 40; i += 1) {
      const body = new URLSearchParams({ email: `nobody${i}@example.com`, password: `Guess-${i}-pass` }).toString();
      replies.push(await json<Reply>(await fromAddress('/api/login', body, '198.51.100.7')));
    }
    const stopped = replies.filter((r) => r.code === 'login.address_throttled');
    expect(replies.length - stopped.length).toBe(30);
    expect(stopped[0]?.message).toMatch(/try again in \d+ minutes/);
    // Another address is not affected.
    const other = await json<Reply>(await fromAddress('/api/login', new URLSearchParams({ email: 'nobody@example.com', password: 'Guess-x-pass' }).toString(), '198.51.100.8'));
    expect(other.code).toBe('login.password');
  });
});

describe('registrations per address', () => {
  it('one address opens at most REGISTRATIONS_PER_HOUR accounts an hour, then gets a clear "try again in N minutes"', async () => {
    const app = server.appWith({ REGISTRATIONS_PER_HOUR: '3' });
    const register = (i: number) =>
      app.request(
        '/api/register',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8080', Cookie: `csrf=${TOKEN}`, 'X-CSRF-Token': TOKEN },
          body: JSON.stringify({ country: 'BR', currency: 'USD', login: `many${i}-${Date.now()}@example.com`, password: 'Trade1234!', firstName: 'M', lastName: 'A', phone: '912345678', phone_prefix: '55', promo: '' }),
        },
        { incoming: { socket: { remoteAddress: '198.51.100.20' } } },
      );
    const responses: Response[] = [];
    for (let i = 0; i < 5; i += 1) responses.push(await register(i));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect(Number(responses[3]?.headers.get('Retry-After'))).toBeGreaterThan(0);
    const refused = await json<Reply>(responses[3] as Response);
    expect(refused).toMatchObject({ return: false, code: 'rate_limited' });
    expect(refused.message).toMatch(/Try again in \d+ minutes/);
  });
});

describe('unreadable input', () => {
  const csrfHeaders = { Origin: 'http://localhost:8080', Cookie: `csrf=${TOKEN}`, 'X-CSRF-Token': TOKEN };
  const TEXT_ROUTES = ['/api/login', '/api/register', '/api/contacts', '/api/forget', '/api/us/history', '/api/us/reports', '/api/card/save', '/api/pay/perfect', '/api/call', '/api/kayako/form'];

  it('a NUL in any text field of a JSON or form body is a 400 on every route that takes text', async () => {
    for (const path of TEXT_ROUTES) {
      const asJson = await server.app.request(path, { method: 'POST', headers: { ...csrfHeaders, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a\u0000b@example.com', name: 'x', message: 'hi\u0000', DateFrom: '1\u0000' }) });
      expect(asJson.status, path).toBe(400);
      const asForm = await server.app.request(path, { method: 'POST', headers: { ...csrfHeaders, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=a%00b%40example.com&message=hi' });
      expect(asForm.status, path).toBe(400);
    }
  });

  it('a NUL in a query, bad percent-encoding and a malformed multipart body are 400s, on both origins', async () => {
    expect((await server.platform.request('/v2/cli/api/order/search?symbol=EUR%00USD')).status).toBe(400);
    expect((await server.app.request('/api/kayako/att?id=%E0%A4%A')).status).toBe(400);
    const multipart = await server.app.request('/upload', {
      method: 'POST',
      headers: { ...csrfHeaders, 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\npass\u0000port\r\n--XYZ--\r\n',
    });
    expect(multipart.status).toBe(400);
    const broken = await server.app.request('/api/kayako/form', { method: 'POST', headers: { ...csrfHeaders, 'Content-Type': 'multipart/form-data; boundary=XYZ' }, body: 'this is not multipart' });
    expect(broken.status).toBe(400);
  });

  it('the server log never records a failed query’s values', async () => {
    const { safeErrorText } = await import('../../server/lib/log-safe.ts');
    const error = new Error('Failed query: insert into "cards" ("number") values ($1)\nparams: 4242424242424242,Secret-pass1', { cause: Object.assign(new Error('numeric field overflow'), { code: '22003' }) });
    const text = safeErrorText(error);
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('Secret-pass1');
    expect(text).toContain('numeric field overflow');
  });
});

describe('sandbox gate', () => {
  const fromAddress = (app: TestServer['app'], path: string, ip: string, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'GET', headers }, { incoming: { socket: { remoteAddress: ip } } });

  it('/sandbox/* controls answer 404 to another address without the token, and work from loopback or with it', async () => {
    expect((await fromAddress(server.app, '/sandbox/charges?email=demo@example.com', '203.0.113.9')).status).toBe(404);
    expect((await fromAddress(server.app, '/sandbox/clock', '203.0.113.9')).status).toBe(404);
    expect((await fromAddress(server.app, '/sandbox/clock', '127.0.0.1')).status).toBe(200);
    expect((await fromAddress(server.app, '/sandbox/clock', '::ffff:127.0.0.1')).status).toBe(200);
    const withToken = server.appWith({ SANDBOX_TOKEN: 'let-me-in' });
    expect((await fromAddress(withToken, '/sandbox/clock', '203.0.113.9', { 'X-Sandbox-Token': 'let-me-in' })).status).toBe(200);
    expect((await fromAddress(withToken, '/sandbox/clock', '203.0.113.9', { 'X-Sandbox-Token': 'let-me-on' })).status).toBe(404);
    // The sandbox processors' own pages stay open: a trader's browser is sent there during a payment.
    const page = await fromAddress(server.app, '/sandbox/3ds/unknown-tx', '203.0.113.9');
    expect(await page.text()).not.toContain('"code":"not_found"');
  });
});

describe('GETs change nothing', () => {
  it('a cross-site GET to EZPAY or VLOAD prepare records no attempt; GET /api/card/outcome spends no key', async () => {
    const t = await signedInTrader(server, { label: 'get' });
    const query = new URLSearchParams({ amount: '300', fixed: 'false', bonus: '0', currency: 'USD', deposit_id: 'dep-get-xxxxxxxx', idempotency_key: 'get-ezpay-0001' });
    const ezpay = await t.app.send(`${CARD_PATHS.EZPAY}?${query.toString()}`);
    expect(ezpay.status).toBe(303);
    expect(ezpay.headers.get('Location')).toContain('payment_error');
    const vload = await t.app.send(`/api/vload/prepare?${query.toString()}`);
    expect(vload.status).toBe(403);
    const charges = await json<{ charges: unknown[] }>(await server.app.request(`/sandbox/charges?email=${encodeURIComponent(t.email)}`));
    expect(charges.charges).toEqual([]);
    expect((await t.app.send('/api/card/outcome?key=get-outcome-0001')).status).toBe(404);
    // With the token, as the client sends it, EZPAY opens.
    const withToken = await t.app.send(`${CARD_PATHS.EZPAY}?${query.toString()}&csrf=${encodeURIComponent(t.app.cookies.get('csrf') ?? '')}`);
    expect(withToken.headers.get('Location')).toContain('/sandbox/pay/');
  });
});

describe('small ones', () => {
  it('logout clears storage too; the platform sends credentials only to the app; the platform page has X-Frame-Options', async () => {
    const t = await signedInTrader(server, { label: 'small' });
    const out = await t.app.post('/api/logout', {});
    expect(out.headers.get('Clear-Site-Data')).toBe('"cache", "cookies", "storage"');
    const foreign = await server.platform.request('/v2/cli/api/assets', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const own = await server.platform.request('/v2/cli/api/assets', { headers: { Origin: 'http://localhost:8080' } });
    expect(own.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8080');
    expect(own.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const page = await server.platform.request('/trade');
    expect(page.headers.get('X-Frame-Options')).toBe('ALLOW-FROM http://localhost:8080');
    expect(page.headers.get('Content-Security-Policy')).toContain('frame-ancestors http://localhost:8080');
  });
});
