import { boolean, enums, nullable, number, optional, record, size, string, type, type Infer } from 'superstruct';
import { KnownOutcome, call } from './route.ts';
import { amount, flag, key, text, textRecord } from './fields.ts';

// Card deposits through the processor cascade (server/cards).

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

// Replies read by src/api/card.ts.
export const Accepted = type({
  status: enums(['approved', 'pending', 'redirect', 'dialog']),
  transaction_id: string(),
  redirect: optional(string()),
  method: optional(enums(['get', 'post'])),
  fields: optional(record(string(), string())),
  dialog: optional(string()),
});
export const OrangePpl = type({ status: enums(['approved', 'pending', 'redirect']), transaction_id: string(), data: type({ redirect_url: string() }) });
export const CardOnFile = type({ brand: string(), last4: string(), emm: string(), eyy: string() });
export const SavedCard = type({ card: CardOnFile });
export type SavedCard = Infer<typeof CardOnFile>;
export const CardsTrigger = type({ card: nullable(CardOnFile), can_load: boolean() });
export const Limits = type({
  min_deposit: string(),
  currency: string(),
  factor: number(),
  cascade: string(),
  approved_today: number(),
  daily_limit: number(),
  /** Absent from an older server: no promise beyond the tier bonus. */
  extra_bonus_percent: optional(number()),
});
export type FundingLimits = Infer<typeof Limits>;

export const ZoomSession = type({ token: string() });

/** A card payment request as the client stores and sends it: money as decimal strings. */
export const PaymentRequestSchema = type({ amount: string(), bonus: string(), fixed: boolean(), currency: string() });

/** One request to one processor, stored before it leaves: its key is what the outcome call asks about after a reload. */
export const AttemptSchema = type({ key: size(string(), 8, 120), depositId: string(), processor: string(), request: PaymentRequestSchema });

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
  call('GET', '/api/debug/zoom_script', null),
];
