import { boolean, enums, nullable, number, optional, record, size, string, type, type Infer } from 'superstruct';
import { MIN_DEPOSIT_BASES } from '../deposit.ts';

// Card deposits through the processor cascade (server/cards).

// Replies read by src/api/card.ts.
export const Accepted = type({
  status: enums(['approved', 'pending', 'redirect', 'dialog']),
  transaction_id: string(),
  redirect: optional(string()),
  method: optional(enums(['get', 'post'])),
  fields: optional(record(string(), string())),
  dialog: optional(string()),
});
export const OrangePpl = type({ status: enums(['approved', 'pending', 'redirect']), transaction_id: string(), data: type({ redirect_url: string() }) });
/** `id` names the card for its removal (absent in /api/card/save's echo of what was typed). */
export const CardOnFile = type({ id: optional(number()), brand: string(), last4: string(), emm: string(), eyy: string() });
export const SavedCard = type({ card: CardOnFile });
export type SavedCard = Infer<typeof CardOnFile>;
export const CardsTrigger = type({ card: nullable(CardOnFile), can_load: boolean() });
export const Limits = type({
  min_deposit: string(),
  currency: string(),
  factor: number(),
  cascade: string(),
  approved_today: number(),
  daily_limit: number(),
  /** Absent from an older server: no promise beyond the tier bonus. */
  extra_bonus_percent: optional(number()),
  /** Why min_deposit is what it is (common/deposit.ts MinDepositBasis); absent from an older server: nothing said. */
  min_deposit_basis: optional(enums(MIN_DEPOSIT_BASES)),
});
export type FundingLimits = Infer<typeof Limits>;

export const ZoomSession = type({ token: string() });

/** A card payment request as the client stores and sends it: money as decimal strings. */
export const PaymentRequestSchema = type({ amount: string(), bonus: string(), fixed: boolean(), currency: string() });

/** One request to one processor, stored before it leaves: its key is what the outcome call asks about after a reload. */
export const AttemptSchema = type({ key: size(string(), 8, 120), depositId: string(), processor: string(), request: PaymentRequestSchema });

