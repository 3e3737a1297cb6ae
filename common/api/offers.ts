import { enums, nullable, number, string, type, type Infer } from 'superstruct';
import { OFFER_NAMES } from '../offers.ts';

// Replies read by src/api/offers.ts (server/API.md, section `community`).
export const OfferSchema = type({
  id: number(),
  name: enums(OFFER_NAMES),
  status: enums(['offered', 'accepted', 'declined', 'expired', 'used']),
  offered_at: number(),
  expires_at: number(),
  amount: nullable(string()),
  currency: string(),
  progress: number(),
  steps: number(),
});
export type Offer = Infer<typeof OfferSchema>;
export const CurrentSchema = type({ offer: nullable(OfferSchema), now: number() });
export const OfferReply = type({ offer: OfferSchema });

export const LadderReply = type({ url: string() });
