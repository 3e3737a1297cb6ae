import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema.ts';
import { type Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// A chat token is the trader's session seen from an EventSource (which cannot send cookies' CSRF header): it lives a
// few minutes, dies with the session (logout, password change, expiry), and an open stream ends when it does.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Token = { token: string; stream: string; expires_in: number };

const tokenOf = async (app: Browser) => json<Token>(await app.post('/api/chat/token'));
const streamStatus = async (token: Token) => {
  const response = await server.app.request(token.stream);
  await response.body?.cancel();
  return response.status;
};
const sandboxChat = (body: Record<string, string>) =>
  server.app.request('/sandbox/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Reads an SSE response, doing `after` once it is ready, until it ends, `enough` says so, or 5 s pass: what it
 * carried and whether the server ended it.
 */
async function readToEnd(response: Response, after: () => Promise<unknown>, enough = (_text: string) => false): Promise<{ text: string; ended: boolean }> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5_000;
  let started = false;
  while (Date.now() < deadline && !enough(text)) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
    if (chunk?.done) return { text, ended: true };
    if (chunk) text += decoder.decode(chunk.value);
    if (!started && text.includes('event: ready')) {
      started = true;
      await after();
    }
  }
  await reader.cancel();
  return { text, ended: false };
}

describe('chat tokens', () => {
  it('live a few minutes, and say so', async () => {
    const { app } = await signedInTrader(server, { label: 'chat-ttl' });
    const token = await tokenOf(app);
    expect(token.expires_in).toBeGreaterThan(60);
    expect(token.expires_in).toBeLessThanOrEqual(300);
    expect(await streamStatus(token)).toBe(200);
    await server.clock.advance(6 * 60 * 1000);
    expect(await streamStatus(token)).toBe(401);
    expect(await streamStatus(await tokenOf(app))).toBe(200);
  });

  it('end with logout', async () => {
    const { app } = await signedInTrader(server, { label: 'chat-logout' });
    const token = await tokenOf(app);
    expect(await streamStatus(token)).toBe(200);
    expect(await json(await app.post('/api/logout', {}))).toMatchObject({ return: true });
    expect(await streamStatus(token)).toBe(401);
  });

  it('end with a password change, the session that made it included', async () => {
    const { app } = await signedInTrader(server, { label: 'chat-password' });
    const token = await tokenOf(app);
    expect(await json(await app.post('/api/us/security', { oldPassword: 'Trade1234!', password: 'Changed1234!', repeatPassword: 'Changed1234!' }))).toMatchObject({ return: true });
    expect(await streamStatus(token)).toBe(401);
    expect(await streamStatus(await tokenOf(app))).toBe(200);
  });

  it('end with the session expiring', async () => {
    const { app, id } = await signedInTrader(server, { label: 'chat-expiry' });
    const token = await tokenOf(app);
    await server.db.update(sessions).set({ expiresAt: new Date(server.clock.now().getTime() - 1000) }).where(eq(sessions.userId, id));
    expect(await streamStatus(token)).toBe(401);
  });

  it('an open stream ends once its session has (seen at its next wake-up), carrying nothing more', async () => {
    const { app } = await signedInTrader(server, { label: 'chat-open' });
    const response = await server.app.request((await tokenOf(app)).stream);
    const { text, ended } = await readToEnd(response, async () => {
      await app.post('/api/logout', {});
      await server.clock.advance(60 * 1000);
      await sandboxChat({ host: 'mark', text: 'After logout' });
    });
    expect(ended).toBe(true);
    expect(text).not.toContain('After logout');
  });

  it("carry only their owner's rooms", async () => {
    const a = await signedInTrader(server, { label: 'chat-room-a' });
    const b = await signedInTrader(server, { label: 'chat-room-b' });
    const response = await server.app.request((await tokenOf(a.app)).stream);
    const { text } = await readToEnd(response, async () => {
      await sandboxChat({ host: 'anna', text: 'For B only', room: `live:u${b.id}` });
      await sandboxChat({ host: 'anna', text: 'For A only', room: `live:u${a.id}` });
    }, (so) => so.includes('For A only'));
    expect(text).toContain(`"rooms":["trading","live:u${a.id}"]`);
    expect(text).toContain('For A only');
    expect(text).not.toContain('For B only');
  });
});
