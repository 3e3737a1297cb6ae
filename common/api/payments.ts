import { enums, number, object, optional, string, type, type Infer } from 'superstruct';

// Replies read by src/api/payments.ts (server/API.md, section `funding`).
export const WalletReply = type({
  status: enums(['approved', 'pending']),
  message: string(),
  redirect: optional(string()),
  details: optional(object({ beneficiary: string(), iban: string(), bic: string(), bank: string() })),
});
export type WalletResult = Infer<typeof WalletReply>;

export const PromoReply = type({ message: string(), bonus_percent: number() });

/** The quick top-up: what the server says it did, and the tier bonus it counted. */
export const QuickReply = type({ bonus: string(), message: string() });
