import { type, union } from 'superstruct';
import { KnownOutcome, NO_INPUT, call } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';
import { AffiliatePageSchema, TransferSchema } from './affiliate.ts';
import { BoardSchema, TourneyListSchema } from './tourney.ts';
import { ChatBalanceReply, ChatTokenReply, History, LastHostReply, Sent, TipSchema } from './chat.ts';
import { CurrentSchema, LadderReply, OfferReply } from './offers.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./community.ts the client checks. Server and tests only: the client bundle never loads the request side.

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
  call('GET', '/api/chat/stream', null, null, { public: 'authenticated by its chat token (an EventSource sends no header)' }),
  call('POST', '/api/chat/history', type({ room: text(64) }), History),
  call('POST', '/api/chat/send', type({ room: text(64), text: text(2_000) }), Sent),
  call('POST', '/api/chat/guest/history', type({ anon: text(64) }), History, { public: 'the live chat of guests, by their anonymous id' }),
  call('POST', '/api/chat/guest/send', type({ anon: text(64), text: text(2_000) }), Sent, { public: 'the live chat of guests, by their anonymous id' }),
  call('POST', '/api/chat/balance', NO_INPUT, ChatBalanceReply),
  call('POST', '/api/triggers/chat', NO_INPUT),
  call('POST', '/api/triggers/last_host', NO_INPUT, LastHostReply),
  call('POST', '/api/triggers/tips', type({ host: text(64), value: amount(), confirm: flag(), show_name: flag(), idempotency_key: key() }), TipSchema),
  call('POST', '/api/triggers/tips/outcome', type({ idempotency_key: key() }), KnownOutcome),
];
