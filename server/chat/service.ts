import { ANON_ID, hostById, HOSTS, liveRoom, MESSAGE_BUDGET, messageProblem, TIP_CONFIRM_ABOVE, TRADING_ROOM } from '../../common/chat.ts';
import { aboveMax } from '../../common/limits.ts';
import { TipSentReply } from '../../common/money-replies.ts';
import { chatStream } from '../../common/api/community.calls.ts';
import type { TipAnswer } from '../../common/api/chat.ts';
import type { Wired } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import { isVirtual } from '../users/practice.ts';
import { spendSlot } from '../lib/budget.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { fromWire, type Refusal, refuse } from '../lib/refusal.ts';
import { accountScale, moneyText, negate, wholeMoney } from '../money/amount.ts';
import { keyedMove, storedReply } from '../money/moves.ts';
import type { ChatMessage } from './types.ts';
import { traderChatName } from './names.ts';
import { firstNameOf, insertTip, tippedSum, tipperOf } from './queries.ts';
import { tipRoomText } from './tip-message.ts';
import { CHAT_TOKEN_TTL_MS, issueChatToken, readChatToken, watchChatToken } from './tokens.ts';

// Spec §7 Chat: the trading room every trader shares with the hosts, one support conversation per trader or
// anonymous guest, the stream of their rooms, and tips to the hosts — a tip is one money move under the request's
// idempotency key, built here and posted through server/money/. Messages are text; the client shows them as text.

const say = saying('chat');
const sayPractice = saying('practice');

const HISTORY = 50;
/** A guest's stream has no token to outlive. */
const FOREVER = async () => true;

/** The chat of this database (server/chat/index.ts picks the provider). */
const chatOf = (deps: Pick<Wired, 'chat'>) => deps.chat;

/** The trader's room for `which` ('live' names their support conversation; anything else the trading room). */
const traderRoom = (userId: number, which: string) => (which === 'live' ? liveRoom('u', String(userId)) : TRADING_ROOM);

/** Where a stream listens: a trader hears the trading room and their conversation, a guest only theirs. */
const streamRooms = (kind: 'u' | 'a', id: string): string[] => (kind === 'u' ? [TRADING_ROOM, liveRoom('u', id)] : [liveRoom('a', id)]);

/** A token of the session that asks, for a few minutes (`expires_in` seconds): the client renews it before then. */
export async function chatToken(deps: Wired, holder: { userId: number; sessionId: string }) {
  const token = await issueChatToken(deps.db, holder, deps.clock.now());
  return { token, stream: `${chatStream.path}?token=${encodeURIComponent(token)}`, expires_in: CHAT_TOKEN_TTL_MS / 1000 };
}

export async function roomHistory(deps: Wired, userId: number, which: string) {
  return { messages: await chatOf(deps).history(traderRoom(userId, which), HISTORY) };
}

type Sender = { room: string; key: string; author: 'trader' | 'guest'; name: string; userId: number | null };

/** A message from a trader or a guest: checked, throttled per sender, posted. */
async function post(deps: Wired, lang: Lang, sender: Sender, text: string): Promise<{ message: ChatMessage } | Refusal> {
  const { db, clock } = deps;
  const problem = messageProblem(text);
  if (problem) return refuse(say(lang, problem), { code: `chat.${problem}`, status: 400 });
  const overBudget = await spendSlot(db, `chat:${sender.key}`, MESSAGE_BUDGET, clock.now(), lang, () => say(lang, 'throttled'));
  if (overBudget) return overBudget;
  const { room, author, name, userId } = sender;
  return { message: await chatOf(deps).post({ room, author, name, userId, text: text.trim() }, clock.now()) };
}

export async function traderSends(deps: Wired, userId: number, lang: Lang, which: string, text: string) {
  const name = traderChatName(await firstNameOf(deps.db, userId), lang);
  return post(deps, lang, { room: traderRoom(userId, which), key: `u${userId}`, author: 'trader', name, userId }, text);
}

/**
 * The live chat of a guest: an anonymous id the browser made up, its own room, nobody else's. A script can make up a
 * new id per call, so both calls are budgeted per address too. `anon` is one ANON_ID accepts (the route checks it).
 */
const guestBudget = (deps: Wired, lang: Lang, which: 'send' | 'read', address: string) =>
  spendSlot(deps.db, `chat:guest_${which}:${address}`, which === 'send' ? deps.config.budgets.guestChatSends : deps.config.budgets.guestChatReads, deps.clock.now(), lang);

export async function guestRoomHistory(deps: Wired, lang: Lang, anon: string, address: string) {
  const overBudget = await guestBudget(deps, lang, 'read', address);
  if (overBudget) return overBudget;
  return { messages: await chatOf(deps).history(liveRoom('a', anon), HISTORY) };
}

export async function guestSends(deps: Wired, lang: Lang, anon: string, address: string, text: string) {
  const overBudget = await guestBudget(deps, lang, 'send', address);
  if (overBudget) return overBudget;
  return post(deps, lang, { room: liveRoom('a', anon), key: `a${anon}`, author: 'guest', name: lang === 'ru' ? 'Гость' : 'Guest', userId: null }, text);
}

export type ChatStream = {
  readonly rooms: readonly string[];
  /** A trader's stream lasts while its token does: false once the token has expired or its session has ended. */
  stillValid(): Promise<boolean>;
  /** Every message posted to the stream's rooms from now on; answers the function that stops listening. */
  listen(listener: (message: ChatMessage) => void): () => void;
};

/** The rooms of a chat token (a trader) or of an anonymous id (a guest); or why neither names any. */
export async function openStream(deps: Wired, address: { token?: string; anon?: string }): Promise<ChatStream | 'token' | 'address'> {
  const { db, clock } = deps;
  const chat = chatOf(deps);
  let rooms: string[];
  let stillValid = FOREVER;
  if (address.token !== undefined) {
    const holder = await readChatToken(db, address.token, clock.now());
    if (holder === null) return 'token';
    rooms = streamRooms('u', String(holder.userId));
    stillValid = watchChatToken(db, address.token, holder, () => clock.now());
  } else if (address.anon !== undefined && ANON_ID.test(address.anon)) rooms = streamRooms('a', address.anon);
  else return 'address';
  return {
    rooms,
    stillValid,
    listen: (listener) => {
      const stops = rooms.map((room) => chat.subscribe(room, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

/** Spec §7 /api/chat/balance {balance, all}: what the trader can tip from, and all they have tipped so far. */
export async function tipBalance(deps: Wired, userId: number) {
  const { account } = await tipperOf(deps.db, userId);
  const all = await tippedSum(deps.db, userId);
  const currency = account?.currency ?? 'USD';
  const decimals = currencyDecimals(currency);
  return { balance: formatMinorUnits(toMinorUnits(account?.amount ?? '0', decimals) ?? 0n, decimals), all: formatMinorUnits(toMinorUnits(all, decimals) ?? 0n, decimals), currency };
}

/** The host the last-host trigger greets: the one who last spoke in the trading room (the first host otherwise). */
export async function lastHost(deps: Wired) {
  const host = hostById((await chatOf(deps).lastHost(TRADING_ROOM)) ?? '') ?? HOSTS[0];
  return { host: { id: host.id, name: host.name } };
}

export type TipRequest = {
  readonly key: string;
  readonly host: string;
  /** Whole units of the current account's currency, as sent. */
  readonly value: string;
  readonly confirmed: boolean;
  /** Named to the room only when the tipper chose it: anything but a yes keeps the tip anonymous. */
  readonly showName: boolean;
};

/**
 * Spec §7 tips {value, host}: deducted once from the current account as one money move under the request's
 * idempotency key (a repeated key answers the first reply again). Spec §9's rule is the server's too: a tip above
 * TIP_CONFIRM_ABOVE must carry `confirm: true`. A tip made is announced to the trading room.
 */
export async function sendTip(deps: Wired, userId: number, lang: Lang, request: TipRequest): Promise<TipAnswer | Refusal> {
  const { db, clock } = deps;
  const { key, showName } = request;
  const host = hostById(request.host);
  const raw = request.value.trim();
  const now = clock.now();
  const made: { tip?: { amount: string; currency: string; firstName: string } } = {};
  const reply = await keyedMove({
    db,
    move: { userId, kind: 'tip', key },
    at: now,
    reply: TipSentReply,
    run: async ({ tx, post: postEntries }) => {
      const { firstName, account } = await tipperOf(tx, userId);
      // A tip is real money for its host: virtual money cannot pay one.
      if (account && isVirtual(account)) return { refused: { return: false, code: 'practice', message: sayPractice(lang, 'no_tip') } };
      if (!host || !account || !/^\d{1,7}$/.test(raw) || Number(raw) < 1 || aboveMax('tip', account.currency, BigInt(raw), 0)) {
        return { refused: { return: false, code: 'tips.error', message: say(lang, 'tip') } };
      }
      if (BigInt(raw) > BigInt(TIP_CONFIRM_ABOVE) && !request.confirmed) {
        return { refused: { return: false, code: 'tips.confirm', field: 'confirm', message: say(lang, 'confirm', { limit: TIP_CONFIRM_ABOVE }) } };
      }
      const amount = wholeMoney(BigInt(raw), accountScale(account.currency));
      const id = await insertTip(tx, { userId, accountId: account.id, hostId: host.id, amount: moneyText(amount), currency: account.currency, showName, idempotencyKey: key, at: now });
      // The one conditional debit: tips, trades and withdrawals at once never take the balance below zero.
      await postEntries([{ userId, holder: { book: 'account', accountId: account.id }, kind: 'tip', amount: negate(amount), currency: account.currency, reference: `tip:${id}`, at: now }]);
      made.tip = { amount: moneyText(amount), currency: account.currency, firstName };
      return { done: { return: true, value: moneyText(amount), currency: account.currency, host: host.id } };
    },
    onFunds: async () => ({ return: false, code: 'tips.funds', message: say(lang, 'funds') }),
  });
  if (made.tip && host) {
    const text = tipRoomText({ ...made.tip, host: host.name, showName }, lang);
    await chatOf(deps).post({ room: TRADING_ROOM, author: 'system', name: '', text }, now).catch(() => undefined);
  }
  return fromWire(reply) as TipAnswer | Refusal;
}

/** What became of a tip whose answer was lost: its first answer, or unknown (never sent again blindly). */
export async function tipOutcome(deps: Wired, userId: number, key: string) {
  const seen = await storedReply(deps.db, { userId, kind: 'tip', key }, TipSentReply);
  return seen ? { known: true as const, reply: seen } : { known: false as const };
}
