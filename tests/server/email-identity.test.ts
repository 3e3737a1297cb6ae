import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../server/db/schema-trading.ts';
import { MAX_LOGIN_FAILURES } from '../../server/users/login-throttle.ts';
import { findUserById } from '../../server/users/repo.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The login e-mail is the account: changing it takes the current password and tells the old address; and no
// address (nor a name other people see) may hide characters or pass for another account's.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; field?: string; code?: string; message?: string };
type Mailbox = { messages: { to: string; subject: string; text: string }[] };

const PASSWORD = 'Trade1234!';
const mailTo = async (address: string) => json<Mailbox>(await server.app.request(`/sandbox/mail?to=${encodeURIComponent(address)}`));
const registration = (login: string, more: Record<string, string> = {}) => ({
  country: 'DE', currency: 'USD', login, password: 'Secret123', firstName: 'Rita', lastName: 'Reg', phone: '1512 3456789', phone_prefix: '49', promo: '', ...more,
});
const register = async (body: Record<string, string>) => {
  const browser = new Browser(server.app);
  await browser.primeCsrf();
  return json<Reply>(await browser.post('/api/register', body));
};

describe('changing the login e-mail', () => {
  it('takes the current password; the phone alone needs none', async () => {
    const t = await signedInTrader(server, { label: 'guard' });
    const fresh = `moved-${t.n}@example.com`;
    expect(await json<Reply>(await t.app.post('/api/info', { email: fresh, phone: '612345679' }))).toMatchObject({ return: false, field: 'password' });
    expect(await json<Reply>(await t.app.post('/api/info', { email: fresh, phone: '612345679', password: 'Wrong1234!' }))).toMatchObject({ return: false, field: 'password' });
    expect((await findUserById(server.db, t.id))?.email).toBe(t.email);
    // The same address with a new phone: no password asked.
    expect(await json<Reply>(await t.app.post('/api/info', { email: t.email, phone: '612345670' }))).toMatchObject({ return: true });
    expect(await json<Reply>(await t.app.post('/api/info', { email: fresh, phone: '612345670', password: PASSWORD }))).toMatchObject({ return: true });
    expect((await findUserById(server.db, t.id))?.email).toBe(fresh);
  });

  it('counts wrong passwords in the login throttle', async () => {
    const t = await signedInTrader(server, { label: 'throttle' });
    let last: Reply = { return: true };
    for (let i = 0; i <= MAX_LOGIN_FAILURES; i += 1) {
      last = await json<Reply>(await t.app.post('/api/info', { email: `x${i}-${t.n}@example.com`, phone: '612345678', password: `Wrong${i}pass` }));
    }
    expect(last).toMatchObject({ return: false, field: 'password', code: 'login.throttled' });
  });

  it('tells the old address by mail and leaves a notification', async () => {
    const t = await signedInTrader(server, { label: 'notice' });
    const fresh = `notice-new-${t.n}@example.com`;
    expect(await json<Reply>(await t.app.post('/api/info', { email: fresh, phone: '612345678', password: PASSWORD }))).toMatchObject({ return: true });
    const old = await mailTo(t.email);
    expect(old.messages).toHaveLength(1);
    expect(old.messages[0]?.text).toContain(fresh);
    const notes = await server.db.select().from(userNotifications).where(eq(userNotifications.userId, t.id));
    expect(notes.map((note) => note.text).join(' ')).toContain(fresh);
  });

  it('normalises the address (NFKC, lower case) and refuses hidden, bidi and mixed-script ones', async () => {
    const t = await signedInTrader(server, { label: 'norm' });
    const refused = async (email: string) => json<Reply>(await t.app.post('/api/info', { email, phone: '612345678', password: PASSWORD }));
    for (const email of [`a\u200bb${t.n}@example.com`, `ab\u00ad${t.n}@example.com`, `\u202eab${t.n}@example.com`, `ab${t.n}\u2066@example.com`, `a\u200eb${t.n}@example.com`]) {
      expect(await refused(email)).toMatchObject({ return: false, field: 'email' });
    }
    // Latin "paypal" with a Cyrillic "а".
    expect(await refused(`p\u0430ypal${t.n}@example.com`)).toMatchObject({ return: false, field: 'email' });
    // Full-width letters are the plain ones.
    expect(await refused(`\uff26ULL${t.n}@EXAMPLE.com`)).toMatchObject({ return: true });
    expect((await findUserById(server.db, t.id))?.email).toBe(`full${t.n}@example.com`);
  });

  it('refuses an address whose confusable skeleton is an existing account’s', async () => {
    const victim = await signedInTrader(server, { label: 'mary' });
    const t = await signedInTrader(server, { label: 'spoof' });
    // "mary…" written with "rn" for "m": the same skeleton (TR39).
    const spoof = victim.email.replace(/^m/, 'rn');
    expect(await json<Reply>(await t.app.post('/api/info', { email: spoof, phone: '612345678', password: PASSWORD }))).toMatchObject({ return: false, field: 'email' });
    // Upper case and full-width letters do not get round it either (NFKC, then the case-folded skeleton).
    const shouted = spoof.toUpperCase().replace('R', '\uff32');
    expect(await json<Reply>(await t.app.post('/api/info', { email: shouted, phone: '612345678', password: PASSWORD }))).toMatchObject({ return: false, field: 'email' });
  });
});

describe('registration', () => {
  it('applies the same address checks', async () => {
    expect(await register(registration('demo\u200b@example.com'))).toMatchObject({ return: false, field: 'login' });
    expect(await register(registration('d\u0435mo2@example.com'))).toMatchObject({ return: false, field: 'login' });
    // "dem0" is "demo" to a reader (TR39 maps 0 to O): the seeded demo account's look-alike.
    expect(await register(registration('DEM0@example.com'))).toMatchObject({ return: false, field: 'login' });
    expect(await register(registration('\uff52eg-ok@example.com'))).toMatchObject({ return: true });
    expect(await findUserIdByEmail('reg-ok@example.com')).not.toBeNull();
  });

  it('refuses names with invisible or bidi characters', async () => {
    expect(await register(registration('name1@example.com', { firstName: 'Ri\u200dta' }))).toMatchObject({ return: false, field: 'firstName' });
    expect(await register(registration('name2@example.com', { lastName: '\u202eger' }))).toMatchObject({ return: false, field: 'lastName' });
    expect(await register(registration('name3@example.com', { firstName: 'Ri\u00adta' }))).toMatchObject({ return: false, field: 'firstName' });
  });
});

async function findUserIdByEmail(email: string): Promise<number | null> {
  const { users } = await import('../../server/db/schema.ts');
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

describe('look-alike twins at the same instant', () => {
  // Each pair looks alike once normalised (rn → m, 0 → o, Cyrillic с/о/р/а → Latin): sent one after the other the
  // second is refused; sent in parallel, the unique skeleton must refuse one of them too.
  const PAIRS = [
    ['mary', 'rnary'],
    ['olga', '0lga'],
    ['copa', 'сора'],
    ['emma', 'ernrna'],
    ['tim', 'tirn'],
    ['modem', 'rnodern'],
  ] as const;

  it('registers one of each pair sent as two parallel registrations, refusing the other as a look-alike', async () => {
    for (const [a, b] of PAIRS) {
      const tag = `${Date.now().toString(36)}x`;
      const replies = await Promise.all([register(registration(`${a}@${tag}.example.com`)), register(registration(`${b}@${tag}.example.com`))]);
      expect(replies.filter((reply) => reply.return), `${a} / ${b}`).toHaveLength(1);
      expect(replies.find((reply) => !reply.return), `${a} / ${b}`).toMatchObject({ field: 'login', message: expect.stringMatching(/looks like|похож/i) });
    }
  });

  it('lets one of two traders change their address onto twins at the same instant', async () => {
    for (const [a, b] of PAIRS.slice(0, 5)) {
      const tag = `${Date.now().toString(36)}y`;
      const [first, second] = await Promise.all([signedInTrader(server, { label: `twin-${a}` }), signedInTrader(server, { label: `twin-${b}` })]);
      if (!first || !second) throw new Error('no traders');
      const replies = await Promise.all([
        json<Reply>(await first.app.post('/api/info', { email: `${a}@${tag}.example.com`, phone: '612345678', password: PASSWORD })),
        json<Reply>(await second.app.post('/api/info', { email: `${b}@${tag}.example.com`, phone: '612345678', password: PASSWORD })),
      ]);
      expect(replies.filter((reply) => reply.return), `${a} / ${b}`).toHaveLength(1);
    }
  });
});
