import { type } from 'superstruct';
import { call, NO_INPUT } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';

// Affiliate links, tournaments, offers and the chat (server/affiliate, server/tourney, server/offers, server/chat).

export const communityCalls = [
  call('POST', '/api/us/refferal', type({
    action: text(32), link_name: text(200), landing: text(400), account: id(), amount: amount(), DateFrom: id(), DateTo: id(), idempotency_key: key(),
  })),
  call('POST', '/api/us/refferal/outcome', type({ idempotency_key: key() })),
  call('POST', '/api/tourney/current', NO_INPUT),
  call('POST', '/api/tourney/get', type({ id: id() })),
  call('POST', '/api/tourney/last', NO_INPUT),
  call('POST', '/api/offers/current', NO_INPUT),
  call('POST', '/api/offers/decide', type({ name: text(40), answer: text(16) })),
  call('POST', '/api/iq/start', NO_INPUT),
  call('POST', '/api/iq/next', type({ step: id() })),
  call('POST', '/api/us/ladder', NO_INPUT),
  call('POST', '/api/triggers/limited_ignore', NO_INPUT),
  call('POST', '/api/triggers/limited_yes', NO_INPUT),
  call('POST', '/api/triggers/mobile', NO_INPUT),
  call('POST', '/api/chat/token', NO_INPUT),
  call('GET', '/api/chat/stream', null),
  call('POST', '/api/chat/history', type({ room: text(64) })),
  call('POST', '/api/chat/send', type({ room: text(64), text: text(2_000) })),
  call('POST', '/api/chat/guest/history', type({ anon: text(64) })),
  call('POST', '/api/chat/guest/send', type({ anon: text(64), text: text(2_000) })),
  call('POST', '/api/chat/balance', NO_INPUT),
  call('POST', '/api/triggers/chat', NO_INPUT),
  call('POST', '/api/triggers/last_host', NO_INPUT),
  call('POST', '/api/triggers/tips', type({ host: text(64), value: amount(), confirm: flag(), idempotency_key: key() })),
  call('POST', '/api/triggers/tips/outcome', type({ idempotency_key: key() })),
];
