import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO, json, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Signals = { return: boolean; signals: { id: string; symbol: string; direction: string; expires: number }[] };

const sandboxSignal = (id: string, email: string = DEMO.email) =>
  server.app.request('/sandbox/signal', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, id }) });

describe('signals', () => {
  it('lists a sandbox signal as due now, for that user only, until it expires', async () => {
    const b = new Browser(server.app);
    await b.login(DEMO.email, DEMO.password);
    expect((await json<Signals>(await b.post('/api/signals'))).signals).toEqual([]);

    const issued = await json<{ signal: { id: string } }>(await sandboxSignal('sig-1'));
    expect(issued.signal.id).toBe('sig-1');
    const due = await json<Signals>(await b.post('/api/signals'));
    expect(due.signals).toHaveLength(1);
    expect(due.signals[0]).toMatchObject({ id: 'sig-1' });
    expect(['call', 'put']).toContain(due.signals[0]?.direction);

    const other = new Browser(server.app);
    await other.login('validate@example.com', DEMO.password);
    expect((await json<Signals>(await other.post('/api/signals'))).signals).toEqual([]);

    // Issuing the same id again re-arms it rather than duplicating it.
    await sandboxSignal('sig-1');
    expect((await json<Signals>(await b.post('/api/signals'))).signals).toHaveLength(1);

    await server.clock.advance(60 * 60 * 1000 + 1);
    expect((await json<Signals>(await b.post('/api/signals'))).signals).toEqual([]);
  });

  it('refuses bad sandbox input and anonymous reads', async () => {
    expect((await sandboxSignal('bad id with spaces')).status).toBe(400);
    expect((await sandboxSignal('x', 'ghost@example.com')).status).toBe(404);
    const b = new Browser(server.app);
    await b.primeCsrf();
    expect((await b.post('/api/signals')).status).toBe(401);
  });
});
