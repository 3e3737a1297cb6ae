import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ANON_ID, hostById, HOSTS, liveRoom, MESSAGE_BUDGET, messageProblem, TIP_CONFIRM_ABOVE, TRADING_ROOM } from '../../common/chat.ts';
import { aboveMax } from '../../common/limits.ts';
import { chatFor, type ChatMessage } from './index.ts';
import { traderChatName } from './names.ts';
import { tipRoomText } from './tip-message.ts';
import { CHAT_TOKEN_TTL_MS, issueChatToken, readChatToken, watchChatToken } from './tokens.ts';
import { accounts, users } from '../db/schema.ts';
import { chatTips } from '../db/schema-chat.ts';
import { field, type Fields, flagOf, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { spendBudget } from '../http/too-many.ts';
import { clientIp } from '../http/client-info.ts';
import { KEY, keyRequired, requestKey } from '../http/idempotency.ts';
import { TipSentReply } from '../../common/money-replies.ts';
import { accountScale, moneyText, negate, wholeMoney } from '../money/amount.ts';
import { type JsonReply, keyedMove, storedReply } from '../money/moves.ts';
import { ok } from '../http/reply.ts';
import { History } from '../../common/api/chat.ts';
import { saying } from '../i18n.ts';

// Spec §7 Chat (/api/chat/token, /api/chat/balance), triggers tips, chat and last_host, and the live chat: the
// trading room every trader shares with the hosts, and one support conversation per trader or anonymous guest.
// Messages are text; the client shows them as text. Real time is Server-Sent Events from /api/chat/stream.

export const CHAT_STREAM_PATH = '/api/chat/stream';
const HISTORY = 50;
const KEEP_ALIVE_MS = 25_000;
/** A guest's stream has no token to outlive. */
const FOREVER = async () => true;


const userOf = (c: Context<AppEnv>) => sessionUserId(c);

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

function rooms(kind: 'u' | 'a', id: string): string[] {
  return kind === 'u' ? [TRADING_ROOM, liveRoom('u', id)] : [liveRoom('a', id)];
}

const say = saying('chat');

export function chatRoutes({ db, clock, events, config }: Deps): Hono<AppEnv> {
  const chat = chatFor(db, events);
  const app = new Hono<AppEnv>();

  /** The trader's room for `which` ('trading' or 'live'). */
  const traderRoom = (c: Context<AppEnv>, which: string) => (which === 'live' ? liveRoom('u', String(userOf(c))) : TRADING_ROOM);

  /** A message from a trader or a guest: checked, throttled per sender, posted. */
  const send = async (c: Context<AppEnv>, room: string, sender: string, author: 'trader' | 'guest', name: string, userId: number | null) => {
    const lang = c.var.lang;
    const text = field(await readFields(c), 'text');
    const problem = messageProblem(text);
    if (problem) return c.json({ return: false, code: `chat.${problem}`, message: say(lang, problem) }, 400);
    const overBudget = await spendBudget(c, db, `chat:${sender}`, MESSAGE_BUDGET, clock.now(), () => say(lang, 'throttled'));
    if (overBudget) return overBudget;
    const message = await chat.post({ room, author, name, userId, text: text.trim() }, clock.now());
    return c.json({ return: true, message });
  };

  /** A token of the session that asks, for a few minutes (`expires_in` seconds): the client renews it before then. */
  app.post('/api/chat/token', async (c) => {
    const session = c.var.session;
    if (!session) return errorReply(c, 401, 'auth');
    const token = await issueChatToken(db, { userId: session.userId, sessionId: session.id }, clock.now());
    return c.json({ return: true, token, stream: `${CHAT_STREAM_PATH}?token=${encodeURIComponent(token)}`, expires_in: CHAT_TOKEN_TTL_MS / 1000 });
  });

  app.post('/api/chat/history', async (c) => ok(c, History, { messages: await chat.history(traderRoom(c, field(await readFields(c), 'room')), HISTORY) }));

  app.post('/api/chat/send', async (c) => {
    const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userOf(c)));
    return send(c, traderRoom(c, field(await readFields(c), 'room')), `u${userOf(c)}`, 'trader', traderChatName(user?.firstName ?? '', c.var.lang), userOf(c));
  });

  /**
   * The live chat of a guest: an anonymous id the browser made up, its own room, nobody else's. A script can make up
   * a new id per call, so both calls are budgeted per address too.
   */
  const guestBudget = (c: Context<AppEnv>, which: 'send' | 'read') =>
    spendBudget(c, db, `chat:guest_${which}:${clientIp(c)}`, which === 'send' ? config.budgets.guestChatSends : config.budgets.guestChatReads, clock.now());
  app.post('/api/chat/guest/history', async (c) => {
    const anon = field(await readFields(c), 'anon');
    if (!ANON_ID.test(anon)) return c.json({ return: false, code: 'chat.anon' }, 400);
    const overBudget = await guestBudget(c, 'read');
    if (overBudget) return overBudget;
    return ok(c, History, { messages: await chat.history(liveRoom('a', anon), HISTORY) });
  });
  app.post('/api/chat/guest/send', async (c) => {
    const anon = field(await readFields(c), 'anon');
    if (!ANON_ID.test(anon)) return c.json({ return: false, code: 'chat.anon' }, 400);
    const overBudget = await guestBudget(c, 'send');
    if (overBudget) return overBudget;
    return send(c, liveRoom('a', anon), `a${anon}`, 'guest', c.var.lang === 'ru' ? 'Гость' : 'Guest', null);
  });

  /** Real time: the rooms of a chat token (trader) or of an anonymous id (guest), as Server-Sent Events. */
  app.get(CHAT_STREAM_PATH, async (c) => {
    const token = c.req.query('token');
    const anon = c.req.query('anon');
    let listen: string[];
    // A trader's stream lasts while its token does: false once the token has expired or its session has ended.
    let stillValid = FOREVER;
    if (token !== undefined) {
      const holder = await readChatToken(db, token, clock.now());
      if (holder === null) return c.json({ return: false, code: 'chat.token' }, 401);
      listen = rooms('u', String(holder.userId));
      stillValid = watchChatToken(db, token, holder, () => clock.now());
    } else if (anon !== undefined && ANON_ID.test(anon)) listen = rooms('a', anon);
    else return c.json({ return: false, code: 'chat.address' }, 400);
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      const queue: ChatMessage[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = listen.map((room) =>
        chat.subscribe(room, (message) => {
          queue.push(message);
          wake?.();
        }),
      );
      let open = true;
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ rooms: listen }) });
      try {
        while (open) {
          // Ending the stream makes the browser's EventSource reconnect with its old address, which is refused: the
          // client then asks for a new token (or, signed out, stops).
          if (!(await stillValid())) break;
          const message = queue.shift();
          if (message) {
            await stream.write(frameOf(message));
            continue;
          }
          const woke = new Promise<void>((resolve) => (wake = resolve));
          const idle = await Promise.race([woke.then(() => false), stream.sleep(KEEP_ALIVE_MS).then(() => true)]);
          wake = null;
          if (idle && open) await stream.write(': keep-alive\n\n');
        }
      } finally {
        for (const stop of unsubscribe) stop();
      }
    });
  });

  /** Spec §7 /api/chat/balance {balance, all}: what the trader can tip from, and all they have tipped so far. */
  app.post('/api/chat/balance', async (c) => {
    const userId = userOf(c);
    const [user] = await db.select({ currentAccountId: users.currentAccountId }).from(users).where(eq(users.id, userId));
    const [account] = await db.select().from(accounts).where(and(eq(accounts.id, user?.currentAccountId ?? 0), eq(accounts.userId, userId)));
    const [sum] = await db.select({ all: sql<string>`coalesce(sum(${chatTips.amount}), 0)` }).from(chatTips).where(eq(chatTips.userId, userId));
    const currency = account?.currency ?? 'USD';
    const decimals = currencyDecimals(currency);
    return c.json({ return: true, balance: formatMinorUnits(toMinorUnits(account?.amount ?? '0', decimals) ?? 0n, decimals), all: formatMinorUnits(toMinorUnits(sum?.all ?? '0', decimals) ?? 0n, decimals), currency });
  });

  app.post('/api/triggers/chat', (c) => c.json({ return: true, current: TRADING_ROOM }));

  app.post('/api/triggers/last_host', async (c) => {
    const host = hostById((await chat.lastHost(TRADING_ROOM)) ?? '') ?? HOSTS[0];
    return c.json({ return: true, host: { id: host.id, name: host.name } });
  });

  /**
   * Spec §7 tips {value, host}: deducted once from the current account as one money move under an idempotency key.
   * Spec §9's rule is the server's too: a tip above TIP_CONFIRM_ABOVE must carry `confirm: true`.
   */
  app.post('/api/triggers/tips', async (c) => {
    const fields = await readFields(c);
    const key = requestKey(c, fields);
    if (key === null) return c.json(keyRequired(c.var.lang), 400);
    return c.json(await tip(c, fields, userOf(c), key));
  });

  /** What became of a tip whose answer was lost: its first answer, or unknown (never sent again blindly). */
  app.post('/api/triggers/tips/outcome', async (c) => {
    const key = field(await readFields(c), 'idempotency_key').trim();
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const seen = await storedReply(db, { userId: userOf(c), kind: 'tip', key }, TipSentReply);
    return c.json(seen ? { return: true, known: true, reply: seen } : { return: true, known: false });
  });

  async function tip(c: Context<AppEnv>, fields: Fields, userId: number, key: string): Promise<JsonReply> {
    const lang = c.var.lang;
    const host = hostById(field(fields, 'host'));
    const raw = field(fields, 'value').trim();
    const confirmed = fields['confirm'] === true;
    // Named to the room only when the tipper chose it: anything but a yes keeps the tip anonymous.
    const showName = flagOf(fields.show_name) === true;
    const now = clock.now();
    const made: { tip?: { amount: string; currency: string; firstName: string } } = {};
    const reply = await keyedMove({
      db,
      move: { userId, kind: 'tip', key },
      at: now,
      reply: TipSentReply,
      run: async ({ tx, post }) => {
        const [user] = await tx.select({ firstName: users.firstName, currentAccountId: users.currentAccountId }).from(users).where(eq(users.id, userId));
        const [account] = await tx.select().from(accounts).where(and(eq(accounts.id, user?.currentAccountId ?? 0), eq(accounts.userId, userId)));
        if (!host || !account || !/^\d{1,7}$/.test(raw) || Number(raw) < 1 || aboveMax('tip', account.currency, BigInt(raw), 0)) {
          return { refused: { return: false, code: 'tips.error', message: say(lang, 'tip') } };
        }
        if (BigInt(raw) > BigInt(TIP_CONFIRM_ABOVE) && !confirmed) {
          return { refused: { return: false, code: 'tips.confirm', field: 'confirm', message: say(lang, 'confirm', { limit: TIP_CONFIRM_ABOVE }) } };
        }
        const scale = accountScale(account.currency);
        const amount = wholeMoney(BigInt(raw), scale);
        const [row] = await tx.insert(chatTips).values({ userId, accountId: account.id, hostId: host.id, amount: moneyText(amount), currency: account.currency, showName, idempotencyKey: key, at: now }).returning({ id: chatTips.id });
        if (!row) throw new Error('tip insert returned nothing');
        // The one conditional debit: tips, trades and withdrawals at once never take the balance below zero.
        await post([{ userId, holder: { book: 'account', accountId: account.id }, kind: 'tip', amount: negate(amount), currency: account.currency, reference: `tip:${row.id}`, at: now }]);
        made.tip = { amount: moneyText(amount), currency: account.currency, firstName: user?.firstName ?? '' };
        return { done: { return: true, value: moneyText(amount), currency: account.currency, host: host.id } };
      },
      onFunds: async () => ({ return: false, code: 'tips.funds', message: say(lang, 'funds') }),
    });
    if (made.tip && host) {
      const text = tipRoomText({ ...made.tip, host: host.name, showName }, lang);
      await chat.post({ room: TRADING_ROOM, author: 'system', name: '', text }, now).catch(() => undefined);
    }
    return reply;
  }

  return app;
}

