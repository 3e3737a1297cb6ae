import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_QUOTA_MB } from '../../common/limits.ts';
import { documentFiles } from '../../server/db/schema-documents.ts';
import { supportAttachments } from '../../server/db/schema-support.ts';
import { type Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// What one trader or one address can make the server store or do: a storage quota across documents and ticket
// attachments, per-address budgets on every door a stranger may knock at, per-trader budgets on what queues work
// for people (call-backs, tickets) or grows without end (affiliate links). Over a budget: 429 with Retry-After.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ APP_ORIGIN: 'http://localhost:8080' });
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; code?: string; field?: string; message?: string };

const MB = 1024 * 1024;
/** A PNG by its first bytes, `size` bytes long. */
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

const jarHeaders = (b: Browser, more: Record<string, string> = {}) =>
  new Headers({ Cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-CSRF-Token': b.cookies.get('csrf') ?? '', ...more });

function uploadDocument(b: Browser, docType: string, bytes: Uint8Array, lang = 'en') {
  const form = new FormData();
  form.set('type', 'doc');
  form.set('doc_type', docType);
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'page.png', { type: 'image/png' }));
  return server.app.request('/upload', { method: 'POST', headers: jarHeaders(b, { 'X-Lang': lang }), body: form });
}

function ticketWith(b: Browser, files: Uint8Array[], lang = 'en') {
  const form = new FormData();
  for (const [name, value] of Object.entries({ department: '12', priority: '1', subject: 'Papers', content: 'See the attached files.' })) form.append(name, value);
  for (const bytes of files) form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'scan.png', { type: 'image/png' }));
  return server.app.request('/api/kayako/form', { method: 'POST', headers: jarHeaders(b, { 'X-Lang': lang }), body: form });
}

describe('storage quota per trader', () => {
  it(`documents and ticket attachments together stop at ${STORAGE_QUOTA_MB} MB with a 413 in the trader's language; freeing space lets them in again`, async () => {
    const t = await signedInTrader(server, { label: 'quota' });
    // All but 5 MB already kept: a row that states its size (what the quota counts), so the test pushes no 45 MB through.
    const kept = (STORAGE_QUOTA_MB - 5) * MB;
    await server.db.insert(documentFiles).values({ userId: t.id, docType: 'address', name: 'old.png', mime: 'image/png', size: kept, data: png(16), createdAt: server.clock.now() });
    expect(await json<Reply>(await uploadDocument(t.app, 'passport', png(4 * MB)))).toMatchObject({ return: true });
    const over = await uploadDocument(t.app, 'passport', png(2 * MB));
    expect(over.status).toBe(413);
    const refused = await json<Reply>(over);
    expect(refused).toMatchObject({ return: false, code: 'quota' });
    expect(refused.message).toContain(String(STORAGE_QUOTA_MB));
    // Attachments count against the same total, and nothing of the refused ticket is kept.
    const ticket = await ticketWith(t.app, [png(1 * MB), png(1 * MB)], 'ru');
    expect(ticket.status).toBe(413);
    const ru = await json<Reply>(ticket);
    expect(ru).toMatchObject({ return: false, code: 'quota' });
    expect(ru.message).toMatch(/[А-Яа-я]/);
    expect((await json<{ list: unknown[] }>(await t.app.post('/api/kayako/list'))).list).toEqual([]);
    // Another trader is not affected.
    const other = await signedInTrader(server, { label: 'quota-other' });
    expect(await json<Reply>(await uploadDocument(other.app, 'passport', png(2 * MB)))).toMatchObject({ return: true });
    // Removing a page (the 4 MB one) frees its space.
    expect(await json<Reply>(await t.app.post('/upload/passport/unshift', {}))).toMatchObject({ return: true });
    expect(await json<Reply>(await ticketWith(t.app, [png(3 * MB)]))).toMatchObject({ return: true });
  });
});

describe('storage quota under parallel uploads', () => {
  it('ten uploads at once, split over two apps on one database, store no more than the quota', async () => {
    const t = await signedInTrader(server, { label: 'quota-race' });
    const otherApp = server.appWith({ APP_ORIGIN: 'http://localhost:8080' });
    const send = (app: TestServer['app']) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ department: '12', priority: '1', subject: 'Scans', content: 'Six megabytes of scans.' })) form.append(name, value);
      form.append('file', new File([png(6 * MB) as Uint8Array<ArrayBuffer>], 'scan.png', { type: 'image/png' }));
      return app.request('/api/kayako/form', { method: 'POST', headers: jarHeaders(t.app), body: form });
    };
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 === 0 ? server.app : otherApp)));
    const stored = await server.db.select({ size: supportAttachments.size }).from(supportAttachments).where(eq(supportAttachments.userId, t.id));
    const total = stored.reduce((sum, row) => sum + row.size, 0);
    expect(total).toBeLessThanOrEqual(STORAGE_QUOTA_MB * MB);
    expect(stored).toHaveLength(8);
    expect(replies.filter((reply) => reply.status === 413)).toHaveLength(2);
  });
});

const TOKEN = 'quotas-test-token-0123456789abcdef';
/** A stranger's POST from `ip` (no session), with a CSRF pair of its own. */
const fromAddress = (path: string, body: Record<string, unknown>, ip: string, lang = 'en') =>
  server.app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8080', Cookie: `csrf=${TOKEN}`, 'X-CSRF-Token': TOKEN, 'X-Lang': lang }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );

/** Sends `count` calls and returns the statuses, and the first refusal with its Retry-After. */
async function burst(count: number, call: (i: number) => Response | Promise<Response>) {
  const statuses: number[] = [];
  let refusal: { reply: Reply; retryAfter: string | null } | null = null;
  for (let i = 0; i < count; i += 1) {
    const response = await call(i);
    statuses.push(response.status);
    if (response.status === 429 && refusal === null) refusal = { reply: await json<Reply>(response), retryAfter: response.headers.get('Retry-After') };
  }
  return { passed: statuses.filter((status) => status === 200).length, refused: statuses.filter((status) => status === 429).length, refusal };
}

const expectRateLimited = (refusal: { reply: Reply; retryAfter: string | null } | null) => {
  expect(refusal?.reply).toMatchObject({ return: false, code: 'rate_limited' });
  expect(refusal?.reply.message).toMatch(/Try again in \d+ (minutes|seconds)/);
  expect(Number(refusal?.retryAfter)).toBeGreaterThan(0);
};

/** A new anonymous id per call, as a script would make them up. */
const anon = (i: number) => `guest-anon-${String(i).padStart(16, '0')}`;

describe('per-address budgets on the anonymous doors', () => {
  it('/api/notify/login_fail stops storing rows from one address', async () => {
    const result = await burst(300, (i) => fromAddress('/api/notify/login_fail', { email: `nobody${i}@example.com` }, '198.51.100.31'));
    expect(result.passed).toBeLessThan(300);
    expect(result.refused).toBeGreaterThan(0);
    expectRateLimited(result.refusal);
    // Another address still reports.
    expect((await fromAddress('/api/notify/login_fail', { email: 'x@example.com' }, '198.51.100.32')).status).toBe(200);
  });

  it('/api/contacts takes only so many messages from one address, and says so in its language', async () => {
    const message = 'x'.repeat(5000);
    const result = await burst(300, (i) => fromAddress('/api/contacts', { name: 'Sam', email: `sam${i}@example.com`, phone: '', message }, '198.51.100.33'));
    expect(result.passed).toBeLessThan(300);
    expectRateLimited(result.refusal);
    const ru = await json<Reply>(await fromAddress('/api/contacts', { name: 'Sam', email: 'sam@example.com', phone: '', message: 'hi' }, '198.51.100.33', 'ru'));
    expect(ru).toMatchObject({ return: false, code: 'rate_limited' });
    expect(ru.message).toMatch(/Слишком много запросов/);
  });

  it('the guest chat is budgeted per address, whatever anonymous id each call makes up', async () => {
    const sent = await burst(200, (i) => fromAddress('/api/chat/guest/send', { anon: anon(i), text: 'hello' }, '198.51.100.34'));
    expect(sent.passed).toBeLessThan(200);
    expectRateLimited(sent.refusal);
    const read = await burst(650, (i) => fromAddress('/api/chat/guest/history', { anon: anon(i) }, '198.51.100.35'));
    expect(read.passed).toBeLessThan(650);
    expectRateLimited(read.refusal);
  });

  it('/api/forget and registration stay budgeted per address, now answered 429 like every other budget', async () => {
    const forget = await burst(300, (i) => fromAddress('/api/forget', { email: `nobody${i}@example.com` }, '198.51.100.36'));
    expect(forget.passed).toBe(30);
    expectRateLimited(forget.refusal);
    const register = await burst(25, (i) =>
      fromAddress('/api/register', { country: 'BR', currency: 'USD', login: `budget${i}-${Date.now()}@example.com`, password: 'Trade1234!', firstName: 'M', lastName: 'A', phone: '912345678', phone_prefix: '55', promo: '' }, '198.51.100.37'),
    );
    expect(register.passed).toBe(20);
    expectRateLimited(register.refusal);
  });
});

describe('per-trader budgets', () => {
  it('call-back requests: only so many a day', async () => {
    const t = await signedInTrader(server, { label: 'calls' });
    // A different number each time, so the double-click guard does not fold them into one.
    const result = await burst(200, (i) => t.app.post('/api/call', { phone: `+44 7700 9${String(i).padStart(5, '0')}` }));
    expect(result.passed).toBeLessThan(200);
    expectRateLimited(result.refusal);
  });

  it('affiliate links: only so many new links a day; reading the page is not budgeted', async () => {
    const t = await signedInTrader(server, { label: 'links' });
    const result = await burst(260, (i) => t.app.post('/api/us/refferal', { action: 'save', link_name: `Link ${i}`, landing: 'register' }));
    expect(result.passed).toBeLessThan(260);
    expectRateLimited(result.refusal);
    expect(await json<Reply>(await t.app.post('/api/us/refferal', { action: 'show' }))).toMatchObject({ return: true });
  });

  it('tickets: only so many a day, and the budget is per trader', async () => {
    const t = await signedInTrader(server, { label: 'tickets' });
    const result = await burst(200, () => t.app.post('/api/kayako/form', { department: '12', priority: '1', subject: 'Help', content: 'Please.' }));
    expect(result.passed).toBeLessThan(200);
    expectRateLimited(result.refusal);
    const other = await signedInTrader(server, { label: 'tickets-other' });
    expect(await json<Reply>(await other.app.post('/api/kayako/form', { department: '12', priority: '1', subject: 'Help', content: 'Please.' }))).toMatchObject({ return: true });
  });
});
