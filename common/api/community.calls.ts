import { type, union } from 'superstruct';
import { KnownOutcome, NO_INPUT, call } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';
import { AffiliatePageSchema, TransferSchema } from './affiliate.ts';
import { BoardSchema, TourneyListSchema } from './tourney.ts';
import { ChatBalanceReply, ChatTokenReply, History, LastHostReply, Sent, TipSchema } from './chat.ts';
import { CurrentSchema, LadderReply, OfferReply } from './offers.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./affiliate.ts, ./tourney.ts, ./offers.ts and ./chat.ts the client checks. The client sends each call by its name.

/** Spec §7 /api/us/refferal: one call, its `action` (show, filter, save, transfer) says which. */
export const affiliateAction = call('POST', '/api/us/refferal', type({
  action: text(32), link_name: text(200), landing: text(400), account: id(), amount: amount(), DateFrom: id(), DateTo: id(), idempotency_key: key(),
}), union([AffiliatePageSchema, TransferSchema]));
export const affiliateOutcome = call('POST', '/api/us/refferal/outcome', type({ idempotency_key: key() }), KnownOutcome);

export const tourneyCurrent = call('POST', '/api/tourney/current', NO_INPUT, TourneyListSchema);
export const tourneyBoard = call('POST', '/api/tourney/get', type({ id: id() }), BoardSchema);
export const tourneyLast = call('POST', '/api/tourney/last', NO_INPUT, TourneyListSchema);

export const offersCurrent = call('POST', '/api/offers/current', NO_INPUT, CurrentSchema);
export const offerDecide = call('POST', '/api/offers/decide', type({ name: text(40), answer: text(16) }), OfferReply);
export const iqStart = call('POST', '/api/iq/start', NO_INPUT, OfferReply);
export const iqNext = call('POST', '/api/iq/next', type({ step: id() }), OfferReply);
export const ladder = call('POST', '/api/us/ladder', NO_INPUT, LadderReply);
export const limitedIgnore = call('POST', '/api/triggers/limited_ignore', NO_INPUT, OfferReply);
export const limitedYes = call('POST', '/api/triggers/limited_yes', NO_INPUT, OfferReply);
export const mobileTrigger = call('POST', '/api/triggers/mobile', NO_INPUT);

export const chatToken = call('POST', '/api/chat/token', NO_INPUT, ChatTokenReply);
export const chatStream = call('GET', '/api/chat/stream', null, null, { public: 'authenticated by its chat token (an EventSource sends no header)' });
export const chatHistory = call('POST', '/api/chat/history', type({ room: text(64) }), History);
export const chatSend = call('POST', '/api/chat/send', type({ room: text(64), text: text(2_000) }), Sent);
export const guestHistory = call('POST', '/api/chat/guest/history', type({ anon: text(64) }), History, { public: 'the live chat of guests, by their anonymous id' });
export const guestSend = call('POST', '/api/chat/guest/send', type({ anon: text(64), text: text(2_000) }), Sent, { public: 'the live chat of guests, by their anonymous id' });
export const chatBalance = call('POST', '/api/chat/balance', NO_INPUT, ChatBalanceReply);
export const chatTrigger = call('POST', '/api/triggers/chat', NO_INPUT);
export const lastHostTrigger = call('POST', '/api/triggers/last_host', NO_INPUT, LastHostReply);
export const tip = call('POST', '/api/triggers/tips', type({ host: text(64), value: amount(), confirm: flag(), show_name: flag(), idempotency_key: key() }), TipSchema);
export const tipOutcome = call('POST', '/api/triggers/tips/outcome', type({ idempotency_key: key() }), KnownOutcome);

export const communityCalls = [
  affiliateAction,
  affiliateOutcome,
  tourneyCurrent,
  tourneyBoard,
  tourneyLast,
  offersCurrent,
  offerDecide,
  iqStart,
  iqNext,
  ladder,
  limitedIgnore,
  limitedYes,
  mobileTrigger,
  chatToken,
  chatStream,
  chatHistory,
  chatSend,
  guestHistory,
  guestSend,
  chatBalance,
  chatTrigger,
  lastHostTrigger,
  tip,
  tipOutcome,
];
