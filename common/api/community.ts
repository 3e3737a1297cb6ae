import { array, boolean, enums, literal, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { OFFER_NAMES } from '../offers.ts';
import { KnownOutcome, NO_INPUT, call } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';

// Affiliate links, tournaments, offers and the chat (server/affiliate, server/tourney, server/offers, server/chat).

// Replies read by src/api/affiliate.ts.
export const LinkSchema = type({ id: number(), name: string(), landing: string(), url: string(), created: number(), clicks: number(), registrations: number(), deposits: number(), commission: string() });
export const ProgramSchema = type({ id: string(), title: string(), url: string() });
export const MaterialSchema = type({ title: string(), size: string(), format: string(), locale: string(), extend: string(), url: string() });
export const AffiliatePageSchema = type({ balance: string(), currency: string(), programs: array(ProgramSchema), links: array(LinkSchema), material: array(MaterialSchema) });
export type AffiliatePage = Infer<typeof AffiliatePageSchema>;
export type AffiliateLink = Infer<typeof LinkSchema>;
export const TransferSchema = type({ amount: string(), credited: string(), currency: string(), account: number(), balance: string() });
export type TransferAnswer = Infer<typeof TransferSchema>;

// Replies read by src/api/tourney.ts.
export const TourneySchema = type({ id: number(), type: enums(['weekly', 'weekend']), date_start: number(), date_end: number(), closed: boolean() });
/** `now`: the server clock (the running list's countdowns start from it). */
export const TourneyListSchema = type({ list: array(TourneySchema), now: optional(number()) });
export const RewardSchema = union([type({ kind: enums(['cash', 'bonus']), usd: number() }), type({ kind: literal('prize'), name: string() }), type({ kind: literal('none') })]);
export const BoardRowSchema = type({ place: number(), name: string(), profit: string(), trades: number(), reward: RewardSchema, me: boolean() });
export const BoardSchema = type({
  tourney: TourneySchema,
  rows: array(BoardRowSchema),
  me: nullable(type({ place: number(), profit: string(), trades: number() })),
  rewards: array(RewardSchema),
});
export type Tourney = Infer<typeof TourneySchema>;
export type TourneyReward = Infer<typeof RewardSchema>;
export type Board = Infer<typeof BoardSchema>;
export type BoardRow = Infer<typeof BoardRowSchema>;

// Replies read by src/api/offers.ts.
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

// Replies read by src/api/chat.ts.
export const ChatMessageSchema = type({
  id: number(),
  room: string(),
  author: enums(['trader', 'host', 'guest', 'system']),
  name: string(),
  host: nullable(string()),
  role: nullable(enums(['host'])),
  text: string(),
  at: number(),
});
export type ChatMessage = Infer<typeof ChatMessageSchema>;
export const History = type({ messages: array(ChatMessageSchema) });
export const Sent = type({ message: ChatMessageSchema });
export const TipSchema = type({ value: string(), currency: string(), host: string() });
export type TipAnswer = Infer<typeof TipSchema>;

export const LadderReply = type({ url: string() });

/** `expires_in` seconds: the client asks for a new token before then. */
export const ChatTokenReply = type({ token: string(), stream: string(), expires_in: number() });

export const ChatBalanceReply = type({ balance: string(), all: string(), currency: string() });

export const LastHostReply = type({ host: type({ id: string(), name: string() }) });

export const communityCalls = [
  call('POST', '/api/us/refferal', type({
    action: text(32), link_name: text(200), landing: text(400), account: id(), amount: amount(), DateFrom: id(), DateTo: id(), idempotency_key: key(),
  }), union([AffiliatePageSchema, TransferSchema])),
  call('POST', '/api/us/refferal/outcome', type({ idempotency_key: key() }), KnownOutcome),
  call('POST', '/api/tourney/current', NO_INPUT, TourneyListSchema),
  call('POST', '/api/tourney/get', type({ id: id() }), BoardSchema),
  call('POST', '/api/tourney/last', NO_INPUT, TourneyListSchema),
  call('POST', '/api/offers/current', NO_INPUT, CurrentSchema),
  call('POST', '/api/offers/decide', type({ name: text(40), answer: text(16) }), OfferReply),
  call('POST', '/api/iq/start', NO_INPUT, OfferReply),
  call('POST', '/api/iq/next', type({ step: id() }), OfferReply),
  call('POST', '/api/us/ladder', NO_INPUT, LadderReply),
  call('POST', '/api/triggers/limited_ignore', NO_INPUT, OfferReply),
  call('POST', '/api/triggers/limited_yes', NO_INPUT, OfferReply),
  call('POST', '/api/triggers/mobile', NO_INPUT),
  call('POST', '/api/chat/token', NO_INPUT, ChatTokenReply),
  call('GET', '/api/chat/stream', null),
  call('POST', '/api/chat/history', type({ room: text(64) }), History),
  call('POST', '/api/chat/send', type({ room: text(64), text: text(2_000) }), Sent),
  call('POST', '/api/chat/guest/history', type({ anon: text(64) }), History),
  call('POST', '/api/chat/guest/send', type({ anon: text(64), text: text(2_000) }), Sent),
  call('POST', '/api/chat/balance', NO_INPUT, ChatBalanceReply),
  call('POST', '/api/triggers/chat', NO_INPUT),
  call('POST', '/api/triggers/last_host', NO_INPUT, LastHostReply),
  call('POST', '/api/triggers/tips', type({ host: text(64), value: amount(), confirm: flag(), idempotency_key: key() }), TipSchema),
  call('POST', '/api/triggers/tips/outcome', type({ idempotency_key: key() }), KnownOutcome),
];
