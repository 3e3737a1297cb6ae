import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingBlock } from '../../common/tradingBlock.ts';
import { users } from '../../server/db/schema.ts';
import { findUserById } from '../../server/users/repo.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

type Reply = { return: boolean; code?: string; field?: string; message?: string; status?: string; x?: number };
type Docs = { documents: { type: string; status: string; reason: string; files: { x: number; name: string; mime: string }[] }[] };

async function upload(app: Browser, docType: string, bytes: Uint8Array<ArrayBuffer>, name: string, type = 'doc', lang = 'en') {
  const form = new FormData();
  form.set('type', type);
  form.set('doc_type', docType);
  form.set('file', new Blob([bytes]), name);
  const headers: Record<string, string> = { 'X-Lang': lang, 'X-CSRF-Token': app.cookies.get('csrf') ?? '', Cookie: [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  return server.app.request('/upload', { method: 'POST', headers, body: form });
}

describe('documents', () => {
  it('takes PNG and PDF by their bytes, refuses a renamed executable, serves previews to the owner only, never cached', async () => {
    const t = await signedInTrader(server, { label: 'docs' });
    const png = await upload(t.app, 'passport', PNG, 'passport.png');
    expect(await json<Reply>(png)).toMatchObject({ return: true, status: 'up', x: 0 });
    expect(await json<Reply>(await upload(t.app, 'passport', PDF, 'page2.pdf'))).toMatchObject({ return: true, x: 1 });
    expect(await json<Reply>(await upload(t.app, 'address', EXE, 'bill.png'))).toMatchObject({ return: false, code: 'file_type', message: 'Attach a PNG, JPG or PDF file.' });

    const first = await t.app.send('/upload/passport/0');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/png');
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(PNG);
    const latest = await t.app.send('/upload/passport');
    expect(latest.headers.get('Content-Type')).toBe('application/pdf');

    const other = await signedInTrader(server, { label: 'nosy' });
    expect((await other.app.send('/upload/passport/0')).status).toBe(404);
    expect((await new Browser(server.app).send('/upload/passport/0')).status).toBe(401);

    const list = await json<Docs>(await t.app.post('/api/us/documents', {}));
    expect(list.documents.map((d) => d.type)).toEqual(['passport', 'address', 'card_front', 'card_back', 'signature']);
    expect(list.documents[0]).toMatchObject({ status: 'up', files: [{ x: 0, mime: 'image/png' }, { x: 1, mime: 'application/pdf' }] });
  });

  it('accepts a file of exactly 10 MB and refuses one byte more', async () => {
    const t = await signedInTrader(server, { label: 'exact' });
    const exact = new Uint8Array(10 * 1024 * 1024);
    exact.set(PNG);
    const accepted = await upload(t.app, 'passport', exact, 'exact.png');
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({ return: true });
    const over = new Uint8Array(10 * 1024 * 1024 + 1);
    over.set(PNG);
    const refused = await upload(t.app, 'passport', over, 'over.png');
    expect(refused.status).toBe(413);
    expect(await json(refused)).toMatchObject({ return: false, code: 'too_large' });
  });

  it('is at most 10 MB (413), needs the session (401) and the CSRF header', async () => {
    const t = await signedInTrader(server, { label: 'big' });
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG);
    expect((await upload(t.app, 'passport', big, 'huge.png')).status).toBe(413);
    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await upload(anonymous, 'passport', PNG, 'a.png')).status).toBe(401);
    const form = new FormData();
    form.set('doc_type', 'passport');
    form.set('file', new Blob([PNG]), 'a.png');
    expect((await server.app.request('/upload', { method: 'POST', body: form, headers: { Cookie: [...t.app.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).status).toBe(403);
  });

  it("remove a file, \"I don't have it\", and a back office review through the sandbox (Full lifts the trading block)", async () => {
    const t = await signedInTrader(server, { label: 'review' });
    await server.db.update(users).set({ verification: 'Partial', depositsTotal: '300', status: 'USER_PENDING' }).where(eq(users.id, t.id));
    const blocked = await findUserById(server.db, t.id);
    expect(blocked && tradingBlock({ ...blocked, verification: blocked.verification, depositsTotal: blocked.depositsTotal, status: blocked.status })).not.toBeNull();
    await upload(t.app, 'address', PNG, 'bill.png');
    expect(await json<Reply>(await t.app.post('/upload/address/unshift', { x: '0' }))).toMatchObject({ return: true });
    expect(await json<Reply>(await t.app.post('/upload/card_back/no', {}))).toMatchObject({ return: true, status: 'none' });
    await upload(t.app, 'passport', PNG, 'p.png');
    const reviewed = await server.app.request('/sandbox/verification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: t.email, verification: 'Full', documents: { passport: 'approved', address: 'rejected: the bill is older than 3 months' } }),
    });
    expect(reviewed.status).toBe(200);
    const list = await json<Docs>(await t.app.post('/api/us/documents', {}));
    const byType = Object.fromEntries(list.documents.map((d) => [d.type, d]));
    expect(byType['passport']?.status).toBe('approved');
    expect(byType['address']).toMatchObject({ status: 'rejected', reason: 'the bill is older than 3 months' });
    expect(byType['card_back']?.status).toBe('none');
    const after = await findUserById(server.db, t.id);
    expect(after?.verification).toBe('Full');
    expect(after && tradingBlock({ ...after })).toBeNull();
  });

  it('spec §5 file count: two files of an identity document, one of the rest; one more is refused in the trader\'s language', async () => {
    const t = await signedInTrader(server, { label: 'count' });
    const list = await json<{ documents: { type: string; max: number | null }[] }>(await t.app.post('/api/us/documents', {}));
    expect(Object.fromEntries(list.documents.map((d) => [d.type, d.max]))).toEqual({ passport: 2, address: 1, card_front: 1, card_back: 1, signature: null });

    expect(await json<Reply>(await upload(t.app, 'passport', PNG, 'p1.png'))).toMatchObject({ return: true, x: 0 });
    expect(await json<Reply>(await upload(t.app, 'passport', PDF, 'p2.pdf'))).toMatchObject({ return: true, x: 1 });
    expect(await json<Reply>(await upload(t.app, 'passport', PNG, 'p3.png'))).toEqual({
      return: false,
      code: 'file_count',
      field: 'file',
      max: 2,
      message: 'The file limit for this document (2) is reached: remove a file before uploading another.',
    });
    expect(await json<Reply>(await upload(t.app, 'address', PNG, 'bill.png'))).toMatchObject({ return: true, x: 0 });
    expect(await json<Reply>(await upload(t.app, 'address', PNG, 'bill2.png', 'doc', 'ru'))).toMatchObject({
      return: false,
      code: 'file_count',
      message: 'Достигнут предел файлов для этого документа (1): удалите файл, прежде чем загрузить другой.',
    });
    // Nothing was replaced: the first files stay, and removing one frees its place.
    const kept = await json<Docs>(await t.app.post('/api/us/documents', {}));
    expect(kept.documents.find((d) => d.type === 'passport')?.files.map((f) => f.name)).toEqual(['p1.png', 'p2.pdf']);
    expect(await json<Reply>(await t.app.post('/upload/address/unshift', { x: '0' }))).toMatchObject({ return: true });
    expect(await json<Reply>(await upload(t.app, 'address', PNG, 'bill3.png'))).toMatchObject({ return: true, x: 0 });
    // The signature has no count: the pad's latest drawing is the one shown.
    expect(await json<Reply>(await upload(t.app, 'signature', PNG, 's1.png', 'signature'))).toMatchObject({ return: true });
    expect(await json<Reply>(await upload(t.app, 'signature', PNG, 's2.png', 'signature'))).toMatchObject({ return: true });
  });

  it('two uploads at once cannot both take the last place of a type', async () => {
    const t = await signedInTrader(server, { label: 'count-race' });
    const replies = await Promise.all([1, 2, 3].map(async (n) => json<Reply>(await upload(t.app, 'card_front', PNG, `front${n}.png`))));
    expect(replies.filter((reply) => reply.return).length).toBe(1);
    expect(replies.filter((reply) => reply.code === 'file_count').length).toBe(2);
  });

  it('the signature is a PNG only', async () => {
    const t = await signedInTrader(server, { label: 'sign' });
    expect(await json<Reply>(await upload(t.app, 'signature', PDF, 'sign.pdf', 'signature'))).toMatchObject({ return: false, code: 'file_type' });
    expect(await json<Reply>(await upload(t.app, 'signature', PNG, 'signature.png', 'signature'))).toMatchObject({ return: true, status: 'up' });
  });
});

describe('contact details', () => {
  it('spec §1 US states: registered with one, stored and shown by name, changed through /api/info, a wrong one refused', async () => {
    const b = new Browser(server.app);
    await b.primeCsrf();
    const email = `state-${Date.now()}@example.com`;
    const base = { country: 'US', currency: 'USD', login: email, password: 'Secret123', firstName: 'Sam', lastName: 'Stone', phone: '2125550123', phone_prefix: '1', promo: '' };
    expect(await json(await b.post('/api/register', { ...base, state: '' }))).toMatchObject({ return: false, field: 'state', code: 'field.state', message: 'Choose your state.' });
    expect(await json(await b.post('/api/register', { ...base, state: 'ny' }))).toEqual({ return: true });
    await b.login(email, 'Secret123');
    expect(await json(await b.post('/api/fraud/user', {}))).toMatchObject({ user: { country: 'US', state: 'NY' } });
    expect(await (await b.send('/api/pg/personal?lang=en')).text()).toContain('<dt>State</dt><dd>New York</dd>');
    expect(await (await b.send('/api/pg/personal?lang=ru')).text()).toContain('<dt>Штат</dt><dd>New York</dd>');

    expect(await json(await b.post('/api/info', { email, phone: '2125550123', state: 'XX' }, { headers: { 'X-Lang': 'ru' } }))).toMatchObject({ return: false, field: 'state', message: 'Выберите штат.' });
    expect(await json(await b.post('/api/info', { email, phone: '2125550123', state: 'ca' }))).toMatchObject({ return: true });
    expect(await json(await b.post('/api/fraud/user', {}))).toMatchObject({ user: { state: 'CA' } });
    // A client that sends no state leaves it as it is.
    expect(await json(await b.post('/api/info', { email, phone: '2125550123' }))).toMatchObject({ return: true });
    expect(await json(await b.post('/api/fraud/user', {}))).toMatchObject({ user: { state: 'CA' } });

    // Elsewhere a state means nothing: none is kept or shown.
    const t = await signedInTrader(server, { label: 'nostate' });
    expect(await json(await t.app.post('/api/info', { email: t.email, phone: '612345678', state: 'NY' }))).toMatchObject({ return: true });
    expect(await json(await t.app.post('/api/fraud/user', {}))).toMatchObject({ user: { state: '' } });
    expect(await (await t.app.send('/api/pg/personal?lang=en')).text()).not.toContain('<dt>State</dt>');
  });

  it('saves e-mail and phone with the server checks', async () => {
    const t = await signedInTrader(server, { label: 'info' });
    expect(await json<Reply>(await t.app.post('/api/info', { email: 'not-an-email', phone: '612345678' }))).toMatchObject({ return: false, field: 'email' });
    expect(await json<Reply>(await t.app.post('/api/info', { email: 'demo@example.com', phone: '612345678', password: 'Trade1234!' }))).toMatchObject({ return: false, field: 'email' });
    expect(await json<Reply>(await t.app.post('/api/info', { email: t.email, phone: '12' }))).toMatchObject({ return: false, field: 'phone' });
    const fresh = `new-${t.n}-${Date.now()}@example.com`;
    expect(await json<Reply>(await t.app.post('/api/info', { email: fresh.toUpperCase(), phone: '612 34 56 79', password: 'Trade1234!' }))).toMatchObject({ return: true });
    const user = await findUserById(server.db, t.id);
    expect(user).toMatchObject({ email: fresh, phone: '612345679' });
  });
});

describe('password change', () => {
  it('refuses a wrong old password under the login throttle, changes the one password, ends other sessions on both origins and keeps this one', async () => {
    const t = await signedInTrader(server, { label: 'pass' });
    const elsewhere = new Browser(server.app);
    expect(await json<Reply>(await elsewhere.login(t.email, 'Trade1234!'))).toMatchObject({ return: true });
    expect(await json<Reply>(await t.app.post('/api/us/security', { oldPassword: 'Wrong-pass1', password: 'Better1234', repeatPassword: 'Better1234' }))).toMatchObject({ return: false, field: 'oldPassword' });
    expect(await json<Reply>(await t.app.post('/api/us/security', { oldPassword: 'Trade1234!', password: 'short', repeatPassword: 'short' }))).toMatchObject({ field: 'password' });
    expect(await json<Reply>(await t.app.post('/api/us/security', { oldPassword: 'Trade1234!', password: 'Better1234', repeatPassword: 'Better12345' }))).toMatchObject({ field: 'repeatPassword' });
    expect(await json<Reply>(await t.app.post('/api/us/security', { oldPassword: 'Trade1234!', password: 'Better1234', repeatPassword: 'Better1234' }))).toMatchObject({ return: true });
    expect((await t.app.post('/api/us/documents', {})).status).toBe(200);
    expect((await elsewhere.post('/api/us/documents', {})).status).toBe(401);
    expect(await json<Reply>(await new Browser(server.app).login(t.email, 'Trade1234!'))).toMatchObject({ code: 'login.password' });
    expect(await json<Reply>(await new Browser(server.app).login(t.email, 'Better1234'))).toMatchObject({ return: true });
    const platform = await server.platform.request('/cli/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ login: t.email, password: 'Better1234' }).toString() });
    expect(await json<Reply>(platform)).toEqual({ return: true });
  });

  it('wrong old passwords count with the login doors: after 5 the right one is refused too', async () => {
    const t = await signedInTrader(server, { label: 'guess' });
    for (let i = 0; i < 5; i += 1) {
      await t.app.post('/api/us/security', { oldPassword: `Guess-${i}-x`, password: 'Better1234', repeatPassword: 'Better1234' });
    }
    expect(await json<Reply>(await t.app.post('/api/us/security', { oldPassword: 'Trade1234!', password: 'Better1234', repeatPassword: 'Better1234' }))).toMatchObject({ return: false, code: 'login.throttled' });
    expect(await json<Reply>(await new Browser(server.app).login(t.email, 'Trade1234!'))).toMatchObject({ code: 'login.throttled' });
  });
});
