import { Hono } from 'hono';
import { hostById, liveRoom, messageProblem, TRADING_ROOM } from '../../common/chat.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';

// POST /sandbox/chat {host, text, room?}: a host speaks, in the trading room by default, or answers one live chat
// (room "live:u{userId}" or "live:a{anonId}").

export function sandboxChatRoutes({ clock, chat }: Wired): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/chat', async (c) => {
    const fields = await readFields(c);
    const host = hostById(field(fields, 'host').toLowerCase());
    if (!host) return c.json({ return: false, field: 'host', message: 'host must be one of anna, mark, lena' }, 400);
    const text = field(fields, 'text');
    if (messageProblem(text)) return c.json({ return: false, field: 'text', message: 'text must be 1 to 500 characters' }, 400);
    const room = field(fields, 'room') || TRADING_ROOM;
    if (room !== TRADING_ROOM && !/^live:[ua][\w-]{1,64}$/.test(room)) return c.json({ return: false, field: 'room', message: `room must be ${TRADING_ROOM}, ${liveRoom('u', '{id}')} or ${liveRoom('a', '{anon}')}` }, 400);
    const message = await chat.post({ room, author: 'host', name: host.name, host: host.id, text: text.trim() }, clock.now());
    return c.json({ return: true, message });
  });
  return app;
}
