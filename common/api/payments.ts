import { enums, number, object, optional, record, string, type, type Infer } from 'superstruct';

// Replies read by src/api/payments.ts (server/API.md, section `funding`).
export const WalletReply = type({
  status: enums(['approved', 'pending']),
  message: string(),
  redirect: optional(string()),
  details: optional(object({ beneficiary: string(), iban: string(), bic: string(), bank: string() })),
});
export type WalletResult = Infer<typeof WalletReply>;

export const PromoReply = type({ message: string(), bonus_percent: number() });

/**
 * The quick top-up: the card on file charged (approved), waiting for the bank (pending: ask the processor's listen
 * call), or its bank's page to visit (redirect); with the tier bonus the deposit carries and what to tell the trader.
 */
export const QuickReply = type({
  status: enums(['approved', 'pending', 'redirect']),
  transaction_id: string(),
  processor: optional(string()),
  redirect: optional(string()),
  method: optional(enums(['get', 'post'])),
  fields: optional(record(string(), string())),
  bonus: string(),
  message: string(),
});
export type QuickResult = Infer<typeof QuickReply>;
