import { type } from 'superstruct';
import { COINS } from '../coins.ts';
import { call, NO_INPUT } from './route.ts';
import { amount, flag, id, key, text, textRecord } from './fields.ts';

// Funding other than cards: limits and promo codes, crypto invoices and wallet payments (server/funding).

const COIN = `:coin{${COINS.join('|')}}`;
const WALLET = ':method{card_moneta|perfect|okpay|qiwi|webmoney|yandex}';
const REPORT = ':method{card_moneta|perfect|okpay|qiwi|webmoney|yandex|bank|neteller|skrill|vload|quick}';

export const DepositInput = type({ amount: amount(), bonus: amount(), fixed: flag(), currency: text(8), idempotency_key: key() });

export const fundingCalls = [
  call('POST', '/api/funding/limits', type({ promo: text(64) })),
  call('POST', '/api/promo', type({ promo: text(64) })),
  call('POST', '/api/triggers/promo', type({ promo: text(64) })),
  call('POST', '/api/card/save', type({ card: textRecord() })),
  call('POST', '/api/triggers/cards', NO_INPUT),
  call('POST', '/api/rpc', type({ worker: text(32), cascade: text(400), cascade_exec: text(400) })),
  call('POST', `/api/${COIN}/pay`, type({ amount: amount(), bonus: amount(), fixed: flag(), currency: text(8), is_erc20: flag(), token: text(64), idempotency_key: key() })),
  call('POST', `/api/${COIN}/check`, type({ guid: text(64) })),
  call('GET', `/api/${COIN}/invoice/:guid`, null),
  call('POST', '/api/crypto/outcome', type({ idempotency_key: key() })),
  call('POST', '/api/triggers/exchange', NO_INPUT),
  call('POST', '/api/bitcoin/currency', NO_INPUT),
  call('POST', '/api/bitcoin/deposit', NO_INPUT),
  call('POST', '/api/btc/shape', NO_INPUT),
  call('GET', '/api/vload/finish', null),
  call('POST', `/api/pay/${WALLET}`, DepositInput),
  call('POST', '/api/neteller', type({ amount: amount(), bonus: amount(), fixed: flag(), currency: text(8), idempotency_key: key(), net_account: text(120), secure_id: text(16) })),
  call('POST', '/api/card/fast/skrill', DepositInput),
  call('POST', '/api/card/listen/skrill', type({ id: id(), idempotency_key: key() })),
  call('POST', `/api/report/${REPORT}`, DepositInput),
  call('POST', '/api/bitcoin/save', type({ btc: amount(), email: text(320) })),
  call('POST', '/api/payments/outcome', type({ idempotency_key: key() })),
];
