import { failureOf, post, postOrThrow, returnFlag, validate, type Reply } from './http';
import { History, Sent, TipSchema, type ChatMessage, type TipAnswer } from '@common/api/chat';
import { KnownOutcome } from '@common/api/route';
import { ChatBalanceReply, ChatTokenReply, LastHostReply } from '@common/api/chat';
export type { ChatMessage, TipAnswer } from '@common/api/chat';
export { ChatMessageSchema } from '@common/api/chat';

// Spec §7 Chat: /api/chat/token, history, send, balance; the guest live chat; triggers tips, last_host.


/**
 * The authenticated stream address (spec §6: the chat address follows the login state). It holds for `expires_in`
 * seconds and only while the session lives: the client asks for a new one before then.
 */
export function fetchChatToken(signal?: AbortSignal) {
  return postOrThrow('/api/chat/token', {}, ChatTokenReply, signal);
}

export async function fetchChatHistory(room: 'trading' | 'live', signal?: AbortSignal): Promise<ChatMessage[]> {
  return (await postOrThrow('/api/chat/history', { room }, History, signal)).messages;
}

export function sendChatMessage(room: 'trading' | 'live', text: string): Promise<Reply<{ message: ChatMessage }>> {
  return post('/api/chat/send', { room, text }, Sent);
}

export async function fetchGuestHistory(anon: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  return (await postOrThrow('/api/chat/guest/history', { anon }, History, signal)).messages;
}

export function sendGuestMessage(anon: string, text: string): Promise<Reply<{ message: ChatMessage }>> {
  return post('/api/chat/guest/send', { anon, text }, Sent);
}

/** The anonymous stream address of a guest. */
export const guestStreamUrl = (anon: string) => `/api/chat/stream?anon=${encodeURIComponent(anon)}`;

export function fetchChatBalance(signal?: AbortSignal) {
  return postOrThrow('/api/chat/balance', {}, ChatBalanceReply, signal);
}

export function fetchLastHost(signal?: AbortSignal) {
  return postOrThrow('/api/triggers/last_host', {}, LastHostReply, signal);
}


/** The server's refusal of a tip above 40 that does not say the trader confirmed it. */
export const TIP_NEEDS_CONFIRM = 'tips.confirm';

/**
 * POST /api/triggers/tips {value, host, show_name} under an idempotency key: deducted once. A tip the trader
 * confirmed (above 40, spec §9) carries `confirm: true`, without which the server refuses it (TIP_NEEDS_CONFIRM).
 * `show_name`: the trader chose to be named in the room's line about the tip (anonymous otherwise).
 */
export function sendTip(value: string, host: string, key: string, confirmed: boolean, showName: boolean): Promise<Reply<TipAnswer>> {
  const body = { value, host, show_name: showName, idempotency_key: key };
  return post('/api/triggers/tips', confirmed ? { ...body, confirm: true } : body, TipSchema);
}


/** What became of a tip whose answer was lost; null = the server never saw it. */
export async function askTipOutcome(key: string): Promise<Reply<TipAnswer> | null> {
  const answer = await postOrThrow('/api/triggers/tips/outcome', { idempotency_key: key }, KnownOutcome);
  if (!answer.known) return null;
  return returnFlag(answer.reply) ? { ok: true, value: validate(answer.reply, TipSchema) } : failureOf(answer.reply);
}
