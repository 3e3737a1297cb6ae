import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO, json, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type List = { return: boolean; list: { id: number; text: string; read: 0 | 1; createdAt: number }[]; count: number };

async function sandboxNotify(text: string, email: string = DEMO.email) {
  return server.app.request('/sandbox/notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, text }),
  });
}

describe('notifications', () => {
  it('lists the newest first with the count of new ones; marks one and all read', async () => {
    const b = new Browser(server.app);
    await b.login(DEMO.email, DEMO.password);
    const start = await json<List>(await b.post('/api/us/notifications'));
    for (const text of ['first', 'second', 'third', 'fourth']) {
      expect((await sandboxNotify(text)).status).toBe(200);
      await server.clock.advance(1_000);
    }
    const listed = await json<List>(await b.post('/api/us/notifications'));
    expect(listed.count).toBe(start.count + 4);
    expect(listed.list.slice(0, 4).map((n) => n.text)).toEqual(['fourth', 'third', 'second', 'first']);
    expect(listed.list[0]?.read).toBe(0);

    const target = listed.list[1]?.id ?? 0;
    expect(await json(await b.post('/api/us/notifications_read', { id: target }))).toEqual({ return: true, count: start.count + 3 });
    const after = await json<List>(await b.post('/api/us/notifications'));
    expect(after.list.find((n) => n.id === target)?.read).toBe(1);

    expect(await json(await b.post('/api/us/notifications_read_all'))).toEqual({ return: true, count: 0 });
    expect((await json<List>(await b.post('/api/us/notifications'))).count).toBe(0);
  });

  it('keeps each user to their own notifications', async () => {
    await sandboxNotify('for validate', 'validate@example.com');
    const b = new Browser(server.app);
    await b.login(DEMO.email, DEMO.password);
    const listed = await json<List>(await b.post('/api/us/notifications'));
    expect(listed.list.some((n) => n.text === 'for validate')).toBe(false);
    // Marking someone else's id changes nothing for them.
    const other = new Browser(server.app);
    await other.login('validate@example.com', DEMO.password);
    const theirs = await json<List>(await other.post('/api/us/notifications'));
    const id = theirs.list[0]?.id ?? 0;
    await b.post('/api/us/notifications_read', { id });
    expect((await json<List>(await other.post('/api/us/notifications'))).list[0]?.read).toBe(0);
  });

  it('needs a session, and the sandbox control checks its input', async () => {
    const b = new Browser(server.app);
    await b.primeCsrf();
    expect((await b.post('/api/us/notifications')).status).toBe(401);
    expect((await sandboxNotify('x', 'ghost@example.com')).status).toBe(404);
    expect((await sandboxNotify('')).status).toBe(400);
    const off = server.appWith({ SANDBOX: 'off' });
    const response = await off.request('/sandbox/notification', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(404);
  });
});
