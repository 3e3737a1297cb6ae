import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ANON_ID, TRADING_ROOM } from '../../common/chat.ts';
import {
  chatBalance, chatHistory, chatSend, chatStream, chatToken as tokenCall, chatTrigger, guestHistory, guestSend, lastHostTrigger, tip,
  tipOutcome as outcomeCall,
} from '../../common/api/community.calls.ts';
import { flagOf } from '../http/body.ts';
import { clientIp } from '../http/client-info.ts';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';
import { handle, handlePublic, signedOut } from '../http/handle.ts';
import { callKey, KEY, missingKey } from '../http/idempotency.ts';
import type { ChatMessage } from './types.ts';
import {
  chatToken, guestRoomHistory, guestSends, lastHost, openStream, roomHistory, sendTip, tipBalance, tipOutcome, traderSends,
} from './service.ts';

// Spec §7 Chat (/api/chat/token, /api/chat/balance), triggers tips, chat and last_host, and the live chat (server/API.md
// `community`). Real time is Server-Sent Events from /api/chat/stream. Rules: ./service.ts.

export const CHAT_STREAM_PATH = chatStream.path;
const KEEP_ALIVE_MS = 25_000;

// Every client of a room gets the same message object: its SSE frame is made once, not once per client.
const frames = new WeakMap<ChatMessage, string>();
function frameOf(message: ChatMessage): string {
  let frame = frames.get(message);
  if (frame === undefined) {
    frame = `event: message\nid: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`;
    frames.set(message, frame);
  }
  return frame;
}

/**
 * A guest's anonymous id is one the browser made up by ANON_ID's rule; anything else is refused before any budget is
 * spent. That refusal has always been a bare code without a message (the app's own ids always pass, so only a
 * hand-made request meets it): it is sent as it always was, which a Refusal, always worded, cannot.
 */
const badAnon = (c: Context<AppEnv>) => c.json({ return: false, code: 'chat.anon' }, 400);

export function chatRoutes(deps: Wired): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, tokenCall, async ({ userId, c }) => {
    const session = c.var.session;
    return session ? chatToken(deps, { userId, sessionId: session.id }) : signedOut(c);
  });

  handle(app, chatHistory, async ({ input, userId }) => roomHistory(deps, userId, input.room ?? ''));
  handle(app, chatSend, async ({ input, userId, lang }) => traderSends(deps, userId, lang, input.room ?? '', input.text ?? ''));

  handlePublic(app, guestHistory, async ({ input, lang, c }) => {
    const anon = input.anon ?? '';
    return ANON_ID.test(anon) ? guestRoomHistory(deps, lang, anon, clientIp(c)) : badAnon(c);
  });
  handlePublic(app, guestSend, async ({ input, lang, c }) => {
    const anon = input.anon ?? '';
    return ANON_ID.test(anon) ? guestSends(deps, lang, anon, clientIp(c), input.text ?? '') : badAnon(c);
  });

  /** Real time: the rooms of a chat token (trader) or of an anonymous id (guest), as Server-Sent Events. */
  handlePublic(app, chatStream, async ({ c }) => {
    const stream = await openStream(deps, { token: c.req.query('token'), anon: c.req.query('anon') });
    if (stream === 'token') return c.json({ return: false, code: 'chat.token' }, 401);
    if (stream === 'address') return c.json({ return: false, code: 'chat.address' }, 400);
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (sse) => {
      const queue: ChatMessage[] = [];
      let wake: (() => void) | null = null;
      const stop = stream.listen((message) => {
        queue.push(message);
        wake?.();
      });
      let open = true;
      sse.onAbort(() => {
        open = false;
        wake?.();
      });
      await sse.writeSSE({ event: 'ready', data: JSON.stringify({ rooms: stream.rooms }) });
      try {
        while (open) {
          // Ending the stream makes the browser's EventSource reconnect with its old address, which is refused: the
          // client then asks for a new token (or, signed out, stops).
          if (!(await stream.stillValid())) break;
          const message = queue.shift();
          if (message) {
            await sse.write(frameOf(message));
            continue;
          }
          const woke = new Promise<void>((resolve) => (wake = resolve));
          const idle = await Promise.race([woke.then(() => false), sse.sleep(KEEP_ALIVE_MS).then(() => true)]);
          wake = null;
          if (idle && open) await sse.write(': keep-alive\n\n');
        }
      } finally {
        stop();
      }
    });
  });

  handle(app, chatBalance, async ({ userId }) => tipBalance(deps, userId));
  handle(app, chatTrigger, async () => ({ current: TRADING_ROOM }));
  handle(app, lastHostTrigger, async () => lastHost(deps));

  handle(app, tip, async ({ input, userId, lang, c }) => {
    const key = callKey(c, input.idempotency_key);
    if (key === null) return missingKey(lang);
    // `confirm` is a JSON true only (the client's confirmation dialog), not a form's text.
    return sendTip(deps, userId, lang, { key, host: input.host ?? '', value: input.value ?? '', confirmed: input.confirm === true, showName: flagOf(input.show_name) === true });
  });

  /** The outcome call reads its key from the body only (the client sends it there), as it always has. */
  handle(app, outcomeCall, async ({ input, userId, lang }) => {
    const key = (input.idempotency_key ?? '').trim();
    return KEY.test(key) ? tipOutcome(deps, userId, key) : missingKey(lang);
  });

  return app;
}
