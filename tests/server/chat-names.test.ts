import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../common/api/chat.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// A trader must not pass for a host or for staff in the trading room: hosts carry a role the client shows as a badge,
// and a trader's name that reads like a host's or staff's is shown qualified, or refused at registration.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; field?: string; message?: ChatMessage };

const hostSays = (text: string) =>
  server.app.request('/sandbox/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ host: 'anna', text }) });

describe('who speaks in the trading room', () => {
  it('marks a host’s message with the host role, and a trader’s with none', async () => {
    const { app } = await signedInTrader(server, { label: 'role', firstName: 'Cora' });
    expect((await hostSays('Hello room')).status).toBe(200);
    const sent = await json<Reply>(await app.post('/api/chat/send', { room: 'trading', text: 'hi' }));
    const history = await json<{ messages: ChatMessage[] }>(await app.post('/api/chat/history', { room: 'trading' }));
    expect(history.messages.find((m) => m.text === 'Hello room')).toMatchObject({ author: 'host', name: 'Anna', role: 'host' });
    expect(sent.message).toMatchObject({ author: 'trader', name: 'Cora', role: null });
  });

  it('shows a trader named like a host or staff qualified, whatever the case or look-alike letters', async () => {
    for (const firstName of ['Anna', 'ANNA', '\u0410nn\u0430', 'Lena', 'support', 'Adrnin']) {
      const { app } = await signedInTrader(server, { label: 'spoof', firstName });
      const sent = await json<Reply>(await app.post('/api/chat/send', { room: 'trading', text: 'I am your host' }));
      expect(sent.message?.role).toBeNull();
      expect(sent.message?.name).toBe(`${firstName} (trader)`);
    }
  });

  it('drops invisible and bidi characters from a name that has them (an account from before the rule)', async () => {
    const { app } = await signedInTrader(server, { label: 'hidden', firstName: 'Ma\u200brk\u202e' });
    const sent = await json<Reply>(await app.post('/api/chat/send', { room: 'trading', text: 'hello' }));
    expect(sent.message?.name).toBe('Mark (trader)');
  });

  it('refuses staff names at registration, case- and look-alike-insensitively', async () => {
    for (const firstName of ['System', 'SUPPORT', 'Admin', '\u0405upport', 'Sup port']) {
      const browser = new Browser(server.app);
      await browser.primeCsrf();
      const reply = await json<Reply>(
        await browser.post('/api/register', { country: 'DE', currency: 'USD', login: `staff-${firstName.length}-${Math.random()}@example.com`.replace('0.', ''), password: 'Secret123', firstName, lastName: 'X', phone: '1512 3456789', phone_prefix: '49', promo: '' }),
      );
      expect(reply).toMatchObject({ return: false, field: 'firstName' });
    }
  });
});
