import { type } from 'superstruct';
import { KnownOutcome, call } from './route.ts';
import { amount, flag, key, text, textRecord } from './fields.ts';
import { ZoomSession } from './cards.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./cards.ts the client checks. Server and tests only: the client bundle never loads the request side.

/** What every pay call carries: the deposit, its one-processor key and (for the direct processors) the card. */
export const PayInput = type({
  amount: amount(), fixed: flag(), bonus: amount(), currency: text(8), deposit_id: text(120), idempotency_key: key(),
  card: textRecord(), token: text(200), csrf: text(200),
});
export const ListenInput = type({ transaction_id: text(120), id: text(120) });
export const KeyInput = type({ idempotency_key: key() });
const PAY_PATHS = [
  '/api/card/fast/pfs', '/api/card/fast/orange', '/api/card/fast/orangeppl', '/api/card/fast/zoom', '/api/card/fast/earth',
  '/api/card/fast/finity', '/api/card/fast/vload', '/api/payconcept/pay', '/api/fraud/card', '/api/entro/pay', '/api/shape/pay',
  '/api/fm/agni/pay',
] as const;
const LISTEN_PATHS = [
  '/api/card/listen/pfs', '/api/card/listen/orange', '/api/card/listen/zoom', '/api/card/listen/earth', '/api/card/listen/finity',
  '/api/card/listen/fraud', '/api/card/listen/entro', '/api/card/listen/ezpay', '/api/card/listen/shape', '/api/card/listen/vload',
  '/api/payconcept/listen', '/api/fm/agni/listen', '/api/unionpay/listen',
] as const;
export const cardsCalls = [
  ...PAY_PATHS.map((path) => call('POST', path, PayInput)),
  ...LISTEN_PATHS.map((path) => call('POST', path, ListenInput)),
  call('POST', '/api/card/outcome', KeyInput, KnownOutcome),
  call('POST', '/api/card/cancel', KeyInput),
  call('POST', '/api/entro/cvv', type({ idempotency_key: key(), cvv: text(8) })),
  call('POST', '/api/entro/reject', KeyInput),
  call('POST', '/api/zoom', type({ action: text(32), amount: amount() }), ZoomSession),
  call('GET', '/api/card/fast/ezpay', null),
  call('GET', '/api/card/secure/pfs/:ref', null),
  call('GET', '/api/entro/redirect', null),
  call('GET', '/api/shape/invoice/:guid', null),
  call('GET', '/api/vload/prepare', null),
  call('GET', '/api/vload/start', null),
  call('GET', '/api/debug/zoom_script', null, null, { public: "the ZOOM processor's script, loaded by a page" }),
];
