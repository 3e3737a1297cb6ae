import { listenCard, payCard, type CardBody, type CardReply, type HostedBody, type PayProcessor } from '@/api/card';
import type { Attempt, ModalName, Outcome, PayInput, Processor, ProcessorName } from '../types';

/** Spec §8: declines that must not cascade (Orange's reasons, shared by every sandbox processor) by code. */
export const NO_CASCADE_CODES: ReadonlySet<string> = new Set([
  'insufficient_funds',
  'incorrect_pin',
  'no_such_card',
  'card_disabled',
  'expired_card',
  'day_limit',
  'fail_limit',
  'bad_card',
  'min_deposit',
  'invalid_card',
  'need_new_card',
]);

/** The same reasons as Orange words them (spec §8), for replies that carry only a message. */
export const NO_CASCADE_MESSAGES: readonly string[] = ['Not sufficient funds', 'Incorrect PIN', 'No such card', 'Your card is disabled', 'Expired card'];

export const DAY_LIMIT_MESSAGE =
  'Dear client, due to safety reasons, your daily limit of 3 credit card transactions per day is exceeded. You can still deposit with Bitcoin, Litecoin or Ethereum.';

export const FAIL_LIMIT_MESSAGE = 'Your card has reached the limit of failed attempts. Please use another card.';
export const BAD_CARD_MESSAGE = 'This card cannot be used for deposits. Please use another card.';

/**
 * Refusals by the server's deposit rules (the fraud check, the day's limit, the minimum, the account's currency),
 * not by a processor: every processor shows them as they are, whatever its own decline wording (spec §8), so
 * ZOOM's 'Card data not valid' or SHAPE's 'Your transaction was declined.' never hides them.
 */
export const SERVER_RULE_MESSAGES: Readonly<Record<string, string | null>> = {
  day_limit: DAY_LIMIT_MESSAGE,
  fail_limit: FAIL_LIMIT_MESSAGE,
  bad_card: BAD_CARD_MESSAGE,
  // null: the server's own message says it best ('Wrong amount! Min deposit N', the currency, the country…).
  min_deposit: null,
  currency: null,
  pfs_country: null,
  invalid_card: null,
  unavailable: null,
  cvv: null,
};

export function isServerRule(code: string): boolean {
  return Object.hasOwn(SERVER_RULE_MESSAGES, code);
}

const MODALS: readonly ModalName[] = ['modal_honor', 'dialog_entro_start', 'dialog_entro_pin', 'payment_declined'];

function modalName(value: string): ModalName {
  return MODALS.find((name) => name === value) ?? 'payment_declined';
}

export type Decline = Extract<CardReply, { ok: false }>;

/** A processor's own reading of a decline (CONCEPT's blacklist, ZOOM's code 05, EARTH's need_new_card). */
export type DeclineQuirk = (reply: Decline) => Outcome | null;

export function toOutcome(reply: CardReply, errors: Readonly<Record<string, string>>, quirk?: DeclineQuirk): Outcome {
  if (reply.ok) {
    switch (reply.status) {
      case 'approved':
        return { kind: 'approved', transactionId: reply.transactionId };
      case 'pending':
        return { kind: 'pending', transactionId: reply.transactionId };
      case 'redirect':
        return { kind: 'redirect', transactionId: reply.transactionId, url: reply.redirect, method: reply.method, fields: reply.fields };
      case 'dialog':
        return { kind: 'modal', name: modalName(reply.dialog), message: '' };
    }
  }
  const stops = NO_CASCADE_CODES.has(reply.code) || NO_CASCADE_MESSAGES.some((text) => reply.message.includes(text));
  if (isServerRule(reply.code)) {
    return { kind: 'declined', cascade: reply.cascade ?? !stops, code: reply.code, message: SERVER_RULE_MESSAGES[reply.code] ?? reply.message };
  }
  const special = quirk?.(reply);
  if (special) return special;
  return { kind: 'declined', cascade: reply.cascade ?? !stops, code: reply.code, message: errors[reply.code] ?? reply.message };
}

export function cardBody(input: PayInput, extra: Partial<CardBody> = {}): CardBody {
  const { card, request } = input;
  return {
    amount: request.amount,
    fixed: request.fixed,
    bonus: request.bonus,
    deposit_id: input.depositId,
    idempotency_key: input.key,
    card: { cnu: card.number, cvv: card.cvv, emm: card.month, eyy: card.year, fn: card.firstName, ln: card.lastName, cu: card.country },
    ...extra,
  };
}

/** The fields a listen call sends: the transaction id, plus what the processor's own call names (spec §7). */
export type ListenFields = (transactionId: string, attempt: Attempt) => Record<string, string>;

export const byTransaction: ListenFields = (transactionId) => ({ transaction_id: transactionId });

export function listenWith(name: ProcessorName, errors: Readonly<Record<string, string>>, quirk?: DeclineQuirk, fields: ListenFields = byTransaction) {
  return async (transactionId: string, attempt: Attempt): Promise<Outcome> => toOutcome(await listenCard(name, fields(transactionId, attempt)), errors, quirk);
}

/** The hosted-page request: the deposit's figures and the key, never a card. */
export function hostedBody(attempt: Attempt): HostedBody {
  const { request } = attempt;
  return { amount: request.amount, fixed: request.fixed, bonus: request.bonus, currency: request.currency, deposit_id: attempt.depositId, idempotency_key: attempt.key };
}

type Options = { quirk?: DeclineQuirk; delayMs?: number; listen?: ListenFields; body?: (input: PayInput) => CardBody };

/** The usual shape: one pay call on the processor's path, one listen call, an errors table and maybe a quirk. */
export function simpleProcessor(name: PayProcessor, errors: Readonly<Record<string, string>>, options: Options = {}): Processor {
  const { quirk, delayMs, listen, body = (input: PayInput) => cardBody(input) } = options;
  return {
    name,
    ...(delayMs === undefined ? {} : { delayMs }),
    pay: async (input) => toOutcome(await payCard(name, body(input)), errors, quirk),
    listen: listenWith(name, errors, quirk, listen),
    read: (reply) => toOutcome(reply, errors, quirk),
    errors,
  };
}

/**
 * A processor that takes the card on its own page (EZPAY, SHAPE, AGNI, VLOAD): `start` sends the browser there
 * without a card, whether the deposit begins with it (pay) or it is next in the cascade (away); the return lands
 * on the listen route. No error table of its own: server-rule refusals keep their words (toOutcome).
 */
export function hostedProcessor(name: ProcessorName, start: (attempt: Attempt) => Promise<Outcome>, quirk?: DeclineQuirk): Processor {
  const errors = {};
  return { name, away: start, pay: start, listen: listenWith(name, errors, quirk), read: (reply) => toOutcome(reply, errors, quirk), errors };
}
