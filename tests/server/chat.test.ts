import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedChat } from '../../server/chat/embedded.ts';
import type { ChatMessage } from '../../server/chat/types.ts';
import { accounts } from '../../server/db/schema.ts';
import { chatTips } from '../../server/db/schema-chat.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';
import { openTestDatabase } from './test-database.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const ANON = 'guest-anon-0123456789abcdef';

const sandboxChat = (body: Record<string, string>) =>
  server.app.request('/sandbox/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Reads an SSE response until `done` says the text so far is enough (or 5 s pass). */
async function readStream(response: Response, done: (text: string) => boolean): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5_000;
  while (!done(text) && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 250))]);
    if (chunk && !chunk.done) text += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return text;
}

describe('chat (/api/chat/*, /api/triggers/tips|chat|last_host, /sandbox/chat)', () => {
  it('gives a trader a token-addressed stream and a guest an anonymous one; refuses others', async () => {
    const guest = new Browser(server.app);
    await guest.primeCsrf();
    expect((await guest.post('/api/chat/token')).status).toBe(401);
    expect((await server.app.request('/api/chat/stream?token=1.99999999999999.forged')).status).toBe(401);
    expect((await server.app.request('/api/chat/stream?anon=short')).status).toBe(400);
    expect((await server.app.request('/api/chat/stream')).status).toBe(400);

    const { app } = await signedInTrader(server, { label: 'chat-stream', firstName: 'Cora' });
    const token = await json<{ token: string; stream: string }>(await app.post('/api/chat/token'));
    const response = await server.app.request(token.stream);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const reading = readStream(response, (text) => text.includes('Welcome to the room'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await sandboxChat({ host: 'mark', text: 'Welcome to the room' })).status).toBe(200);
    const text = await reading;
    expect(text).toContain('event: ready');
    expect(text).toContain('"name":"Mark"');

    const history = await json<{ messages: ChatMessage[] }>(await app.post('/api/chat/history', { room: 'trading' }));
    expect(history.messages.at(-1)).toMatchObject({ author: 'host', host: 'mark', text: 'Welcome to the room' });
    expect(await json(await app.post('/api/triggers/last_host'))).toMatchObject({ host: { id: 'mark', name: 'Mark' } });
    expect(await json(await app.post('/api/triggers/chat'))).toMatchObject({ return: true, current: 'trading' });
  });

  it('keeps a message as typed text (markup included), refuses control characters and over-long text, and throttles', async () => {
    const { app } = await signedInTrader(server, { label: 'chat-send', firstName: 'Tex' });
    const markup = '<img src=x onerror=alert(1)> hi';
    expect(await json(await app.post('/api/chat/send', { room: 'trading', text: markup }))).toMatchObject({ return: true, message: { text: markup, name: 'Tex', author: 'trader' } });
    expect((await app.post('/api/chat/send', { text: 'bell\u0007' })).status).toBe(400);
    expect((await app.post('/api/chat/send', { text: 'x'.repeat(501) })).status).toBe(400);
    expect((await app.post('/api/chat/send', { text: '   ' })).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await app.post('/api/chat/send', { text: `msg ${i}` })).status);
    expect(statuses).toContain(429);
  });

  it('keeps a guest live chat in its own room, answered there by a host', async () => {
    const guest = new Browser(server.app);
    await guest.primeCsrf();
    expect(await json(await guest.post('/api/chat/guest/send', { anon: ANON, text: 'Can I open an account in EUR?' }))).toMatchObject({ return: true, message: { author: 'guest' } });
    await sandboxChat({ host: 'anna', text: 'Yes, choose EUR when you register.', room: `live:a${ANON}` });
    const history = await json<{ messages: ChatMessage[] }>(await guest.post('/api/chat/guest/history', { anon: ANON }));
    expect(history.messages.map((m) => m.text)).toEqual(['Can I open an account in EUR?', 'Yes, choose EUR when you register.']);
    const other = await json<{ messages: ChatMessage[] }>(await guest.post('/api/chat/guest/history', { anon: 'another-guest-0123456789' }));
    expect(other.messages).toEqual([]);
    expect((await sandboxChat({ host: 'nobody', text: 'hi' })).status).toBe(400);
  });

  it('fans a message out to another chat instance on the same database (another server process)', async () => {
    const database = await openTestDatabase();
    try {
      const first = createEmbeddedChat(database.db, database);
      const second = createEmbeddedChat(database.db, database);
      const heard = new Promise<ChatMessage>((resolve) => second.subscribe('trading', resolve));
      await new Promise((resolve) => setTimeout(resolve, 100)); // both LISTENs are in place
      await first.post({ room: 'trading', author: 'host', name: 'Lena', host: 'lena', text: 'Across processes' }, new Date());
      expect(await heard).toMatchObject({ text: 'Across processes', host: 'lena' });
    } finally {
      await database.close();
    }
  });

  it('deducts a tip once per key, never below zero under concurrency, and reports the chat balance', async () => {
    const { app, id, n } = await signedInTrader(server, { label: 'chat-tips', amount: '100.00' });
    const tip = (value: string, key: string, host = 'anna') => app.post('/api/triggers/tips', { value, host }, { headers: { 'Idempotency-Key': key } });
    expect((await tip('5', 'short')).status).toBe(400);
    expect(await json(await tip('0', `tip-zero-${n}-0001`))).toMatchObject({ return: false, code: 'tips.error' });
    expect(await json(await tip('5', `tip-host-${n}-0001`, 'nobody'))).toMatchObject({ return: false, code: 'tips.error' });
    const first = await json(await tip('10', `tip-once-${n}-0001`));
    expect(first).toMatchObject({ return: true, value: '10.00', host: 'anna' });
    expect(await json(await tip('10', `tip-once-${n}-0001`))).toEqual(first);

    // 90 left: of five 40 tips at once, exactly two go through.
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => tip('40', `tip-race-${n}-${i}-0001`).then((r) => json<{ return: boolean; code?: string }>(r))));
    expect(replies.filter((r) => r.return)).toHaveLength(2);
    expect(replies.filter((r) => !r.return).every((r) => r.code === 'tips.funds')).toBe(true);
    const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, id));
    expect(account?.amount).toBe('10.00000000');
    expect(await json(await app.post('/api/chat/balance'))).toMatchObject({ return: true, balance: '10.00', all: '90.00', currency: 'USD' });
    expect(await json(await app.post('/api/triggers/tips/outcome', { idempotency_key: `tip-once-${n}-0001` }))).toMatchObject({ known: true, reply: first });
    expect(await json(await app.post('/api/triggers/tips/outcome', { idempotency_key: `tip-never-${n}-0001` }))).toMatchObject({ known: false });
  });

  it("names the tipper to the room only when they chose it: an anonymous tip's room message carries no name", async () => {
    const { app, id, n } = await signedInTrader(server, { label: 'chat-tip-name', firstName: 'Tessa', amount: '100.00' });
    const tip = (key: string, extra: Record<string, unknown>) => app.post('/api/triggers/tips', { value: '5', host: 'lena', ...extra }, { headers: { 'Idempotency-Key': key } });
    const lastLine = async () => (await json<{ messages: ChatMessage[] }>(await app.post('/api/chat/history', { room: 'trading' }))).messages.at(-1);

    // Nothing said: anonymous, in the room and in the row kept.
    expect(await json(await tip(`tip-anon-${n}-0001`, {}))).toMatchObject({ return: true });
    const anonymous = await lastLine();
    expect(anonymous).toMatchObject({ author: 'system', name: '', text: 'A tip for Lena: $5.00' });
    expect(anonymous?.text).not.toContain('Tessa');
    // Said no (as a form sends it): anonymous too.
    expect(await json(await tip(`tip-no-${n}-0001`, { show_name: 'false' }))).toMatchObject({ return: true });
    expect((await lastLine())?.text).not.toContain('Tessa');
    // Chosen: the room reads the name, the amount as money.
    expect(await json(await tip(`tip-named-${n}-0001`, { show_name: true }))).toMatchObject({ return: true });
    expect((await lastLine())?.text).toBe('Tessa tipped Lena $5.00');
    const rows = await server.db.select({ showName: chatTips.showName }).from(chatTips).where(eq(chatTips.userId, id)).orderBy(chatTips.id);
    expect(rows.map((row) => row.showName)).toEqual([false, false, true]);
  });
});
