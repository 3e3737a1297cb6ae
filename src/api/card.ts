import { boolean, optional, string, type } from 'superstruct';
import { shapeInvoiceUrl } from '@common/card-paths';
import { ask, askRaw, csrfToken, failureOf, returnFlag, validate, type Reply } from './http';
import { Accepted, OrangePpl, type FundingLimits, type SavedCard } from '@common/api/cards';
import { pathOf } from '@common/api/route';
import type { QuickResult } from '@common/api/payments';
import {
  cardCancel, cardListen, cardOutcome, cardPay, entroCvv, entroReject as rejectCall, entroRedirect as redirectCall, ezpayPage, type PayProcessor, unionListen,
  vloadPrepare as prepareCall, zoomSession as sessionCall,
} from '@common/api/cards.calls';
import { cardsTrigger, cascadeRpc, fundingLimits as limitsCall, quickReport, removeCard as removeCall, saveCard as saveCall } from '@common/api/funding.calls';
export type { SavedCard, FundingLimits } from '@common/api/cards';
export type { PayProcessor } from '@common/api/cards.calls';

/*
 * Card deposit calls of spec §7 (server/API.md "Card deposits"). Every pay call carries the attempt's
 * idempotency key (field `idempotency_key`); the card travels in the body only, never in a URL.
 */

// The browser's own way to PFS's 3-D Secure step (a path the server names in its redirect replies too).
export { pfsSecureUrl } from '@common/card-paths';

/**
 * Entropay's redirect (spec §7 /api/entro/redirect?amount): the trader pays on Entropay's side, so no card
 * travels; the key rides in the query so a reload of that page charges nothing more. The GET charges, so it
 * carries the CSRF token (as AGNI's form does): a link from another site cannot produce it.
 */
export function entroRedirectUrl(body: { amount: string; fixed: boolean; bonus: string; currency: string; deposit_id: string; idempotency_key: string; csrf: string }): string {
  const query = new URLSearchParams({ ...body, fixed: String(body.fixed) });
  return `${pathOf(redirectCall)}?${query.toString()}`;
}

/** The Entropay redirect URL with the current CSRF token. */
export async function entroRedirect(body: HostedBody): Promise<string> {
  return entroRedirectUrl({ ...body, csrf: await csrfToken() });
}


export type CardReply =
  | { ok: true; status: 'approved' | 'pending' | 'redirect' | 'dialog'; transactionId: string; redirect: string; method: 'get' | 'post'; fields: Record<string, string>; dialog: string }
  | { ok: false; code: string; message: string; cascade: boolean | null };

/** A pay / listen / outcome reply in one shape: accepted states, or a decline with its code. */
export function readCardReply(payload: unknown): CardReply {
  if (returnFlag(payload)) {
    const reply = validate(payload, Accepted);
    return {
      ok: true,
      status: reply.status,
      transactionId: reply.transaction_id,
      redirect: reply.redirect ?? '',
      method: reply.method ?? 'get',
      fields: reply.fields ?? {},
      dialog: reply.dialog ?? '',
    };
  }
  const failure = failureOf(payload);
  const extra = validate(payload, type({ cascade: optional(boolean()) }));
  return { ok: false, code: failure.code ?? 'declined', message: failure.message, cascade: extra.cascade ?? null };
}

export type CardBody = {
  amount: string;
  fixed: boolean;
  bonus: string;
  /** Only EARTH and FINITY send it (spec §7); the others pay in the current account's currency. */
  currency?: string;
  deposit_id: string;
  idempotency_key: string;
  card?: { cnu: string; cvv: string; emm: string; eyy: string; fn: string; ln: string; cu: string };
  token?: string;
  cvv?: string;
};

/** One processor's pay call. Network problems throw ApiError('network' | 'timeout'). */
export async function payCard(processor: PayProcessor, body: CardBody): Promise<CardReply> {
  return readCardReply(await askRaw(cardPay[processor], body));
}

/** Entropay's PIN dialog answered (spec §4, §7): the charge it held goes on, or is declined. */
export async function confirmEntroPin(body: CardBody & { cvv: string }): Promise<CardReply> {
  return readCardReply(await askRaw(entroCvv, body));
}

/** Spec §7 /api/unionpay/listen {transaction_id}: the outcome of the trader's UnionPay card payment. */
export async function listenUnion(transactionId: string): Promise<CardReply> {
  return readCardReply(await askRaw(unionListen, { transaction_id: transactionId }));
}

/** The processors that have a listen call. */
export type ListenProcessor = keyof typeof cardListen;
export const hasListenCall = (processor: string): processor is ListenProcessor => Object.hasOwn(cardListen, processor);

/** A processor's listen call with the fields it reads (spec §7: orange {transaction_id,id}, pfs {uid,id}, …). */
export async function listenCard(processor: ListenProcessor, body: Readonly<Record<string, string>>): Promise<CardReply> {
  return readCardReply(await askRaw(cardListen[processor], body));
}

/** What a hosted-page payment carries: no card (the trader types it on the processor's page). */
export type HostedBody = { amount: string; fixed: boolean; bonus: string; currency: string; deposit_id: string; idempotency_key: string };

const hostedQuery = (body: HostedBody): Record<string, string> => ({ ...body, fixed: String(body.fixed) });

/**
 * EZPAY (spec §7): the browser goes to /api/card/fast/ezpay?amount&fixed&bonus (+ the key, so a reload pays nothing
 * more, and the CSRF token: a link from another site, which cannot read it, opens no payment).
 */
export async function ezpayUrl(body: HostedBody): Promise<string> {
  return ezpayRedirectUrl({ ...body, csrf: await csrfToken() });
}

export function ezpayRedirectUrl(body: HostedBody & { csrf: string }): string {
  return `${pathOf(ezpayPage)}?${new URLSearchParams({ ...hostedQuery(body), csrf: body.csrf }).toString()}`;
}

/** AGNI (spec §7): a form POST to /api/fm/agni/pay {amount,bonus,currency}; the form carries the CSRF token. */
export async function agniForm(body: HostedBody): Promise<{ url: string; fields: Record<string, string> }> {
  return { url: pathOf(cardPay.AGNI), fields: { ...hostedQuery(body), csrf: await csrfToken() } };
}

/** SHAPE (spec §7): /api/shape/pay names the invoice; the browser then goes to /api/shape/invoice/{guid}. */
export async function shapePay(body: HostedBody): Promise<CardReply> {
  const payload = await askRaw(cardPay.SHAPE, body);
  if (!returnFlag(payload)) return readCardReply(payload);
  const reply = validate(payload, type({ guid: string(), transaction_id: string() }));
  return { ok: true, status: 'redirect', transactionId: reply.transaction_id, redirect: shapeInvoiceUrl(reply.guid), method: 'get', fields: {}, dialog: '' };
}

/**
 * VLOAD (spec §7): GET /api/vload/prepare opens the payment (the key in the query, so a repeat answers the first
 * reply) and names /api/vload/start?amount, where the browser goes on its way to VLOAD's card page.
 */
export async function vloadPrepare(body: HostedBody): Promise<CardReply> {
  // The GET opens a payment, so it carries the CSRF token as EZPAY's and Entropay's redirects do.
  const query = new URLSearchParams({ ...hostedQuery(body), csrf: await csrfToken() });
  return readCardReply(await askRaw({ ...prepareCall, path: `${prepareCall.path}?${query.toString()}` }, {}));
}


/** ORANGE_NOT3D (spec §7 /api/card/fast/orangeppl): answers status and data.redirect_url, the page to follow. */
export async function payOrangePpl(body: CardBody): Promise<CardReply> {
  const payload = await askRaw(cardPay.ORANGE_NOT3D, body);
  if (!returnFlag(payload)) return readCardReply(payload);
  const reply = validate(payload, OrangePpl);
  return { ok: true, status: reply.status, transactionId: reply.transaction_id, redirect: reply.data.redirect_url, method: 'get', fields: {}, dialog: '' };
}


/** What became of a key. null = the server never saw it (and now refuses it). */
export async function askOutcome(key: string): Promise<CardReply | null> {
  const answer = await ask(cardOutcome, { idempotency_key: key });
  if (!answer.ok) throw new Error(answer.message);
  return answer.value.known ? readCardReply(answer.value.reply) : null;
}

/** The trader cancels a payment still waiting on the bank's or the processor's page. */
export async function cancelCard(key: string): Promise<CardReply> {
  return readCardReply(await askRaw(cardCancel, { idempotency_key: key }));
}

/** ZOOM's session step {action:'session'} → the token its pay call needs. */
export async function zoomSession(amount: string): Promise<Reply<{ token: string }>> {
  return ask(sessionCall, { action: 'session', amount });
}

/** The trader closed Entropay's PIN dialog. */
export async function entroReject(key: string): Promise<void> {
  await askRaw(rejectCall, { idempotency_key: key });
}

/**
 * POST /api/rpc {worker:'cascade'}: reports the stack and the processors run so far (spec §7 triggers). The answer
 * may name an offer (trigger_new), as the user refresh does; the caller stores it so the offer host opens it.
 */
export async function reportCascade(cascade: string, executed: string): Promise<string | null> {
  const reply = await askRaw(cascadeRpc, { worker: 'cascade', cascade, cascade_exec: executed });
  const named = typeof reply === 'object' && reply !== null && 'trigger_new' in reply ? reply.trigger_new : null;
  return typeof named === 'string' ? named : null;
}


/** The server keeps brand, last 4 and expiry only, and answers with them. */
export async function saveCard(card: { cnu: string; emm: string; eyy: string; fn: string; ln: string; cu: string; cur: string }): Promise<Reply<SavedCard>> {
  const reply = await ask(saveCall, { card });
  return reply.ok ? { ok: true, value: reply.value.card } : reply;
}


/** The card on file (brand, last 4, expiry; never a number) and whether quick top-up may charge it. */
export async function triggerCards(): Promise<Reply<{ card: SavedCard | null; canLoad: boolean }>> {
  const reply = await ask(cardsTrigger, {});
  return reply.ok ? { ok: true, value: { card: reply.value.card, canLoad: reply.value.can_load } } : reply;
}

/** The card on file charged through the cascade (spec §6), once per idempotency key. */
export async function reportQuick(body: { amount: string; fixed: boolean; bonus: string; idempotency_key: string }): Promise<Reply<QuickResult>> {
  return ask(quickReport, body);
}

/** The card on file, its token and saved copies forgotten. */
export async function removeCard(id: number): Promise<Reply<{ message: string }>> {
  return ask(removeCall, { id: String(id) });
}

/** The trader's minimum deposit from the server's rules and the effective cascade. */
export async function fundingLimits(): Promise<Reply<FundingLimits>> {
  return ask(limitsCall, {});
}
