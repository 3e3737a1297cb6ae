import { boolean, literal, number, optional, string, type, union } from 'superstruct';

// The answers of the money requests that are replayed for a repeated idempotency key: the server checks a stored
// answer against these before it sends it again, and the app checks what it receives against the same shapes.

/**
 * POST /api/withdrawal/final, made (and /api/withdrawal/confirm, confirmed): `pending` with its money reserved, or
 * `unconfirmed` (a new destination: no money moved) with the request's `id` and how its code comes (`confirm_by`).
 */
export const WithdrawalMadeReply = type({
  return: literal(true),
  status: union([literal('pending'), literal('unconfirmed')]),
  message: string(),
  id: optional(number()),
  confirm_by: optional(union([literal('totp'), literal('mail')])),
  /** Case 4: the bonus released to the balance. */
  bonus: optional(string()),
  bonus_message: optional(string()),
  /** Case 1: the bonus this request cancelled (a cancel or a decline of the request restores it). */
  bonus_cancelled: boolean(),
  bonus_cancelled_amount: optional(string()),
});

/** POST /api/triggers/tips, sent. */
export const TipSentReply = type({ return: literal(true), value: string(), currency: string(), host: string() });

/** POST /api/us/refferal {action: transfer}, made. */
export const AffiliateTransferReply = type({
  return: literal(true),
  amount: string(),
  credited: string(),
  currency: string(),
  account: number(),
  balance: string(),
});

/** A wallet, e-money or bank payment request's first answer (approved, reported, sent to a hosted page, or declined). */
export const WalletPaymentReply = type({ return: boolean(), status: optional(string()), code: optional(string()), message: optional(string()), id: optional(number()), redirect: optional(string()) });
