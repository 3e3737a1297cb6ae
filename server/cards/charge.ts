import type { CardAttemptRow } from '../db/schema-cards.ts';
import { parseLang } from '../i18n.ts';
import { formatAmount } from '../lib/money.ts';
import type { Charge, ChargeRequest, ChargeSource } from './processor.ts';
import { returnUrl } from './return-url.ts';

// Between an attempt and its charge at the processor: the request an attempt makes, and what a charge tells the
// attempt (the processor's id, where the trader must go, the card a hosted page took).

/**
 * The processor's charge for an attempt. The processor sees all the merchant's traders, whose keys and deposit ids
 * are only unique per trader: both go out prefixed with the trader's id.
 */
export function chargeRequest(row: CardAttemptRow, source: ChargeSource, confirm = true): ChargeRequest {
  return {
    processor: row.processor,
    amount: formatAmount(row.amount, row.currency),
    currency: row.currency,
    idempotencyKey: `${row.userId}.${row.idempotencyKey}`,
    reference: row.transactionId,
    orderReference: row.depositId === '' ? '' : `${row.userId}.${row.depositId}`,
    source,
    returnUrl: returnUrl(row),
    lang: parseLang(row.lang) ?? 'en',
    confirm,
  };
}

/** What the attempt records of a charge. The card only when the attempt had none: a hosted page took it. */
export function chargeFacts(row: CardAttemptRow, charge: Charge): Partial<CardAttemptRow> {
  const facts: Partial<CardAttemptRow> = { chargeId: charge.chargeId };
  if (charge.status === 'requires_action') facts.actionUrl = charge.redirectUrl;
  const card = charge.card;
  if (card && row.last4 === '' && card.last4 !== '') Object.assign(facts, { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear });
  return facts;
}
