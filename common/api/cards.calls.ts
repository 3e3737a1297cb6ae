import { type } from 'superstruct';
import { CARD_PATHS, LISTEN_PATHS, UNION_LISTEN_PATH } from '../card-paths.ts';
import { EmptyReply, KnownOutcome, call } from './route.ts';
import { amount, flag, key, text, textRecord } from './fields.ts';
import { ZoomSession } from './cards.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./cards.ts the client checks. The client sends each call by its object (src/api/http.ts ask).

/** What every pay call carries: the deposit, its one-processor key and (for the direct processors) the card. */
export const PayInput = type({
  amount: amount(), fixed: flag(), bonus: amount(), currency: text(8), deposit_id: text(120), idempotency_key: key(),
  card: textRecord(), token: text(200), csrf: text(200),
});
export const ListenInput = type({ transaction_id: text(120), id: text(120) });
export const KeyInput = type({ idempotency_key: key() });

/** The processors paid by a call of their own (EZPAY's page is a GET the browser makes: ezpayPage). */
export type PayProcessor = Exclude<keyof typeof CARD_PATHS, 'EZPAY'>;
const payCall = (path: string) => call('POST', path, PayInput);
export const cardPay = Object.fromEntries(
  Object.entries(CARD_PATHS).filter(([processor]) => processor !== 'EZPAY').map(([processor, path]) => [processor, payCall(path)]),
) as Record<PayProcessor, ReturnType<typeof payCall>>;

/** Processors may share a listen call (ORANGE_NOT3D uses ORANGE's): one call per distinct path, named by each processor. */
const listenByPath = new Map([...new Set(Object.values(LISTEN_PATHS))].map((path) => [path, call('POST', path, ListenInput)] as const));
export const cardListenCalls = [...listenByPath.values()];
type ListenCall = (typeof cardListenCalls)[number];
export const cardListen = Object.fromEntries(Object.entries(LISTEN_PATHS).map(([processor, path]) => [processor, listenByPath.get(path)])) as Record<keyof typeof LISTEN_PATHS, ListenCall>;
export const unionListen = call('POST', UNION_LISTEN_PATH, type({ transaction_id: text(120) }));
export const cardOutcome = call('POST', '/api/card/outcome', KeyInput, KnownOutcome);
export const cardCancel = call('POST', '/api/card/cancel', KeyInput);
export const entroCvv = call('POST', '/api/entro/cvv', type({ idempotency_key: key(), cvv: text(8) }));
export const entroReject = call('POST', '/api/entro/reject', KeyInput, EmptyReply);
export const zoomSession = call('POST', '/api/zoom', type({ action: text(32), amount: amount() }), ZoomSession);
/** The browser's own navigations: they read the query and answer a redirect. */
export const ezpayPage = call('GET', CARD_PATHS.EZPAY, null);
export const pfsSecure = call('GET', '/api/card/secure/pfs/:ref', null);
export const entroRedirect = call('GET', '/api/entro/redirect', null);
export const shapeInvoice = call('GET', '/api/shape/invoice/:guid', null);
export const vloadPrepare = call('GET', '/api/vload/prepare', null);
export const vloadStart = call('GET', '/api/vload/start', null);
export const zoomScript = call('GET', '/api/debug/zoom_script', null, null, { public: "the ZOOM processor's script, loaded by a page" });

export const cardsCalls = [
  ...Object.values(cardPay),
  ...cardListenCalls,
  unionListen,
  cardOutcome,
  cardCancel,
  entroCvv,
  entroReject,
  zoomSession,
  ezpayPage,
  pfsSecure,
  entroRedirect,
  shapeInvoice,
  vloadPrepare,
  vloadStart,
  zoomScript,
];
