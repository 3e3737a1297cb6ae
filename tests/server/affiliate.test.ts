import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../server/db/schema.ts';
import { affiliateBalances, affiliateCommissions } from '../../server/db/schema-community.ts';
import { withdrawals } from '../../server/db/schema-withdrawal.ts';
import { openTrade } from '../../server/platform/trading.ts';
import { Browser, json, mailedWithdrawalCode, providedDeps, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Link = { id: number; name: string; landing: string; url: string; clicks: number; registrations: number; deposits: number; commission: string };
type Page = { return: boolean; balance: string; programs: { id: string; url: string }[]; links: Link[]; material: { size: string; format: string; locale: string; extend: string }[]; message?: string };

const refferal = async (app: Browser, body: Record<string, unknown>, headers: Record<string, string> = {}) => json<Page & Record<string, unknown>>(await app.post('/api/us/refferal', body, { headers }));

/** Opens the link like a visitor, registers through it, logs in and deposits `amount` by a wallet that approves at once. */
async function referredTraderDeposits(link: string, amount: string, label: string) {
  const visitor = new Browser(server.app);
  const path = new URL(link).pathname + new URL(link).search;
  const opened = await visitor.send(path);
  expect(opened.status).toBe(302);
  expect(opened.headers.get('Location')).toBe('/en/register');
  await visitor.primeCsrf();
  const email = `${label}-${Date.now()}@example.com`;
  const registered = await json(
    await visitor.post('/api/register', { country: 'DE', currency: 'USD', login: email, password: 'Secret123', firstName: 'Rita', lastName: 'Ref', phone: '1512 3456789', phone_prefix: '49', promo: '' }),
  );
  expect(registered).toMatchObject({ return: true });
  await visitor.login(email, 'Secret123');
  const paid = await json(await visitor.post('/api/pay/perfect', { amount, currency: 'USD', bonus: '0', fixed: false }, { headers: { 'Idempotency-Key': `aff-${label}-${Date.now()}` } }));
  expect(paid).toMatchObject({ return: true, status: 'approved' });
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('affiliate (/api/us/refferal, /r/{code})', () => {
  it('refuses a guest', async () => {
    const guest = new Browser(server.app);
    await guest.primeCsrf();
    expect((await guest.post('/api/us/refferal', { action: 'show' })).status).toBe(401);
  });

  it('shows programs and materials, saves a link (both fields required) and lists it', async () => {
    const { app } = await signedInTrader(server, { label: 'aff-show' });
    const empty = await refferal(app, { action: 'show' });
    expect(empty).toMatchObject({ return: true, balance: '0.00', links: [] });
    expect(empty.programs.map((p) => p.id)).toEqual(['register', 'login', 'contact']);
    expect(empty.material[0]).toMatchObject({ size: '728x90', format: 'banner', locale: 'en', extend: 'svg' });
    expect(await refferal(app, { action: 'save', link_name: '', landing: 'register' })).toMatchObject({ return: false, message: 'Please fill Link name and chose Landing page' });
    expect(await refferal(app, { action: 'save', link_name: 'Blog', landing: 'nowhere' })).toMatchObject({ return: false, message: 'Please fill Link name and chose Landing page' });
    const saved = await refferal(app, { action: 'save', link_name: 'Blog', landing: 'register' });
    expect(saved.links).toHaveLength(1);
    expect(saved.links[0]).toMatchObject({ name: 'Blog', landing: 'register', clicks: 0, registrations: 0, deposits: 0, commission: '0.00' });
    expect(saved.links[0]?.url).toMatch(/\/r\/[\w-]{8,32}\?lang=en$/);
  });

  it('attributes a registration to the link, pays commission on the deposit once, and transfers it once per key', async () => {
    const affiliate = await signedInTrader(server, { label: 'aff-owner' });
    const saved = await refferal(affiliate.app, { action: 'save', link_name: 'Forum', landing: 'register' });
    const link = saved.links[0];
    if (!link) throw new Error('no link');
    const referred = await referredTraderDeposits(link.url, '500', 'aff-ref');
    expect(referred?.affsId).toBe(affiliate.id);

    // The commission is held until the referral trades the deposit: nothing to transfer yet.
    const held = await refferal(affiliate.app, { action: 'show' });
    expect(held.balance).toBe('0.00');
    expect(held.links[0]).toMatchObject({ clicks: 1, registrations: 1, deposits: 1, commission: '50.00' });
    if (!referred) throw new Error('no referral');
    expect(await openTrade(providedDeps(server), referred.id, { symbol: 'EURUSD', direction: 'call', amount: '300', expiry: '60' }, server.clock.now())).toMatchObject({ ok: true });
    expect((await refferal(affiliate.app, { action: 'show' })).balance).toBe('0.00');
    expect(await openTrade(providedDeps(server), referred.id, { symbol: 'EURUSD', direction: 'put', amount: '200', expiry: '60' }, server.clock.now())).toMatchObject({ ok: true });

    const page = await refferal(affiliate.app, { action: 'show' });
    expect(page.balance).toBe('50.00');
    expect(page.links[0]).toMatchObject({ clicks: 1, registrations: 1, deposits: 1, commission: '50.00' });

    // A range that ends before the deposit shows none of it; a reversed range is refused.
    const before = await refferal(affiliate.app, { action: 'filter', DateFrom: '0', DateTo: '1000' });
    expect(before.links[0]).toMatchObject({ clicks: 0, registrations: 0, deposits: 0 });
    expect(await refferal(affiliate.app, { action: 'filter', DateFrom: '2000', DateTo: '1000' })).toMatchObject({ return: false, message: 'Load data error' });

    const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, affiliate.id));
    if (!account) throw new Error('no account');
    for (const amount of ['0', '-5', '10.5', '51', 'abc', '']) {
      expect(await refferal(affiliate.app, { action: 'transfer', amount, account: account.id }, { 'Idempotency-Key': `aff-bad-${amount || 'empty'}-0001` })).toMatchObject({ return: false, message: 'Wrong amount' });
    }
    const key = { 'Idempotency-Key': 'aff-transfer-000001' };
    const first = await refferal(affiliate.app, { action: 'transfer', amount: '30', account: account.id }, key);
    expect(first).toMatchObject({ return: true, amount: '30.00', credited: '30.00', balance: '20.00' });
    expect(await refferal(affiliate.app, { action: 'transfer', amount: '30', account: account.id }, key)).toEqual(first);
    const [after] = await server.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after?.amount).toBe('30.00000000');
  });

  it('cannot take the balance below zero with parallel transfers', async () => {
    const affiliate = await signedInTrader(server, { label: 'aff-race' });
    await server.db.insert(affiliateBalances).values({ userId: affiliate.id, balance: '100' });
    const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, affiliate.id));
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refferal(affiliate.app, { action: 'transfer', amount: '60', account: account?.id }, { 'Idempotency-Key': `aff-race-${i}-000001` })),
    );
    expect(replies.filter((reply) => reply.return)).toHaveLength(1);
    const [balance] = await server.db.select().from(affiliateBalances).where(eq(affiliateBalances.userId, affiliate.id));
    expect(balance?.balance).toBe('40.00000000');
  });

  it("refuses another trader's account as the transfer target and shows nobody else's links", async () => {
    const owner = await signedInTrader(server, { label: 'aff-own' });
    const other = await signedInTrader(server, { label: 'aff-other' });
    await server.db.insert(affiliateBalances).values({ userId: owner.id, balance: '100' });
    await refferal(owner.app, { action: 'save', link_name: 'Mine', landing: 'login' });
    const [theirs] = await server.db.select().from(accounts).where(eq(accounts.userId, other.id));
    expect(await refferal(owner.app, { action: 'transfer', amount: '10', account: theirs?.id }, { 'Idempotency-Key': 'aff-theirs-000001' })).toMatchObject({ return: false });
    expect((await refferal(other.app, { action: 'show' })).links).toEqual([]);
  });

  it('sends an unknown link to registration without a referral cookie', async () => {
    const visitor = new Browser(server.app);
    const res = await visitor.send('/r/unknownCode123');
    expect(res.status).toBe(302);
    expect(visitor.cookies.has('affs')).toBe(false);
  });

  it("is not the referrer of registrations from the owner's own browser, signed in or signed in before", async () => {
    const owner = await signedInTrader(server, { label: 'aff-self' });
    const saved = await refferal(owner.app, { action: 'save', link_name: 'Self', landing: 'register' });
    const link = saved.links[0];
    if (!link) throw new Error('no link');
    const code = new URL(link.url).pathname.split('/').pop() ?? '';
    // Opening one's own link: no click, no referral cookie.
    expect((await owner.app.send(`/r/${code}`)).status).toBe(302);
    expect(owner.app.cookies.has('affs')).toBe(false);
    expect((await refferal(owner.app, { action: 'show' })).links[0]).toMatchObject({ clicks: 0 });

    const register = async (browser: Browser, label: string) => {
      browser.cookies.set('affs', code); // as if the link had been opened in this browser
      await browser.primeCsrf();
      const email = `${label}-${Date.now()}@example.com`;
      const reply = await json(await browser.post('/api/register', { country: 'DE', currency: 'USD', login: email, password: 'Secret123', firstName: 'Sam', lastName: 'Same', phone: '1512 3456789', phone_prefix: '49', promo: '' }));
      expect(reply).toMatchObject({ return: true });
      const [user] = await server.db.select({ affsId: users.affsId }).from(users).where(eq(users.email, email));
      return user?.affsId ?? null;
    };
    // Signed in as the owner, and after logging out (the browser's device cookie still names the owner).
    expect(await register(owner.app, 'aff-self-in')).toBeNull();
    await owner.app.post('/api/logout', {});
    expect(owner.app.cookies.has('device')).toBe(true);
    expect(await register(owner.app, 'aff-self-out')).toBeNull();
    // A forged device cookie names nobody: a stranger's browser with one is still attributed.
    const stranger = new Browser(server.app);
    stranger.cookies.set('device', `${owner.id}.${'A'.repeat(43)}`);
    expect(await register(stranger, 'aff-stranger')).toBe(owner.id);
  });

  it('reverses a held commission when the referral takes the deposit out before trading it', async () => {
    const affiliate = await signedInTrader(server, { label: 'aff-rev' });
    const saved = await refferal(affiliate.app, { action: 'save', link_name: 'Rev', landing: 'register' });
    const link = saved.links[0];
    if (!link) throw new Error('no link');
    const referred = await referredTraderDeposits(link.url, '1000', 'aff-rev-ref');
    if (!referred) throw new Error('no referral');
    await server.db.update(users).set({ verification: 'Full' }).where(eq(users.id, referred.id));
    const referral = new Browser(server.app);
    await referral.login(referred.email, 'Secret123');
    const made = await json<{ return: boolean; id: number }>(await referral.post('/api/withdrawal/final', { method: 'Perfect Money', wallet: '', amount: '1000', is_fixed: false }, { headers: { 'Idempotency-Key': 'aff-rev-withdraw-1' } }));
    // Its first payout by Perfect Money: confirmed by the code mailed to the referral.
    expect(made).toMatchObject({ return: true, status: 'unconfirmed', confirm_by: 'mail' });
    const code = await mailedWithdrawalCode(server, referred.email, made.id);
    expect(await json(await referral.post('/api/withdrawal/confirm', { id: String(made.id), code }))).toMatchObject({ return: true, status: 'pending' });
    const [pending] = await server.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, referred.id));
    await server.app.request(`/sandbox/withdrawal/${pending?.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'paid' }) });
    const [commission] = await server.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.referralId, referred.id));
    expect(commission?.status).toBe('reversed');
    const page = await refferal(affiliate.app, { action: 'show' });
    expect(page.balance).toBe('0.00');
    expect(page.links[0]).toMatchObject({ deposits: 1, commission: '0.00' });
  });

  it('counts a click once per visitor and day', async () => {
    const owner = await signedInTrader(server, { label: 'aff-clicks' });
    const saved = await refferal(owner.app, { action: 'save', link_name: 'Clicks', landing: 'register' });
    const code = new URL(saved.links[0]?.url ?? 'http://x/r/none').pathname.split('/').pop() ?? '';
    const open = (agent: string) => new Browser(server.app).send(`/r/${code}`, { headers: { 'User-Agent': agent } });
    const clicks = async () => (await refferal(owner.app, { action: 'show' })).links[0]?.clicks;
    await open('Phone A');
    await open('Phone A'); // a reload, the same day
    expect(await clicks()).toBe(1);
    await open('Laptop B');
    expect(await clicks()).toBe(2);
    await server.clock.advance(24 * 3_600_000);
    await open('Phone A');
    expect(await clicks()).toBe(3);
  });
});

describe('self-referral under another guise', () => {
  /** A link of a fresh owner (its e-mail, id and link url). */
  async function owner(label: string, email?: string) {
    const t = email
      ? await (async () => {
          const b = new Browser(server.app);
          await b.primeCsrf();
          expect(await json(await b.post('/api/register', { country: 'DE', currency: 'USD', login: email, password: 'Secret123', firstName: 'Otto', lastName: 'Owner', phone: '1512 3456789', phone_prefix: '49', promo: '' }))).toMatchObject({ return: true });
          await b.login(email, 'Secret123');
          const [row] = await server.db.select().from(users).where(eq(users.email, email));
          if (!row) throw new Error('no owner');
          return { id: row.id, email, app: b };
        })()
      : await signedInTrader(server, { label });
    const saved = await refferal(t.app, { action: 'save', link_name: label, landing: 'register' });
    const url = saved.links[0]?.url;
    if (!url) throw new Error('no link');
    return { ...t, url };
  }

  /** A clean browser opens the link and registers `email` through it; the new user row. */
  async function registerThrough(url: string, email: string) {
    const visitor = new Browser(server.app);
    await visitor.send(new URL(url).pathname + new URL(url).search);
    await visitor.primeCsrf();
    expect(await json(await visitor.post('/api/register', { country: 'DE', currency: 'USD', login: email, password: 'Secret123', firstName: 'Rita', lastName: 'Ref', phone: '1512 3456789', phone_prefix: '49', promo: '' }))).toMatchObject({ return: true });
    await visitor.login(email, 'Secret123');
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no referral');
    return { row, visitor };
  }

  it('does not attribute the owner registering again with a +tag, or with Gmail dots', async () => {
    const tag = Date.now().toString(36);
    const plus = await owner('plus', `own${tag}@example.com`);
    expect((await registerThrough(plus.url, `own${tag}+2@example.com`)).row.affsId).toBeNull();
    const gmail = await owner('gmail', `gm${tag}@gmail.com`);
    expect((await registerThrough(gmail.url, `g.m${tag}@googlemail.com`)).row.affsId).toBeNull();
    // Someone else is still a referral.
    expect((await registerThrough(plus.url, `friend${tag}@example.com`)).row.affsId).toBe(plus.id);
  });

  it("pays nothing for a referral who signs in on the owner's browser, or pays with the owner's card", async () => {
    const tag = Date.now().toString(36);
    const device = await owner('device');
    const { row: onDevice } = await registerThrough(device.url, `dev${tag}@example.com`);
    // The referral signs in on the owner's browser (its device cookie names the owner).
    const ownersBrowser = new Browser(server.app);
    for (const [name, value] of device.app.cookies) ownersBrowser.cookies.set(name, value);
    expect(await json(await ownersBrowser.login(`dev${tag}@example.com`, 'Secret123'))).toMatchObject({ return: true });
    const paid = await json(await ownersBrowser.post('/api/pay/perfect', { amount: '500', currency: 'USD', bonus: '0', fixed: false }, { headers: { 'Idempotency-Key': `dev-${tag}` } }));
    expect(paid).toMatchObject({ return: true, status: 'approved' });
    expect(await server.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.referralId, onDevice.id))).toEqual([]);

    const card = await owner('card');
    const cardPay = (b: Browser, key: string) =>
      b.post('/api/fraud/card', { amount: '300', bonus: '0', fixed: false, currency: 'USD', deposit_id: key, idempotency_key: key, card: { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: '2031', fn: 'Otto', ln: 'Owner', cu: 'DE' } });
    expect(await json(await cardPay(card.app, `own-card-${tag}`))).toMatchObject({ return: true });
    const { row: withCard, visitor } = await registerThrough(card.url, `card${tag}@example.com`);
    expect(await json(await cardPay(visitor, `ref-card-${tag}`))).toMatchObject({ return: true });
    expect(await server.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.referralId, withCard.id))).toEqual([]);
  });
});
