/*
 * Where each card processor's pay and listen calls live (spec §7, server/API.md "Card deposits").
 * One source of truth for both sides: the client calls these paths and the server mounts them. Pure data, no
 * imports, so the server can import it by relative path without pulling in client code.
 */

export const CARD_PATHS = {
  PFS: '/api/card/fast/pfs',
  ORANGE: '/api/card/fast/orange',
  ORANGE_NOT3D: '/api/card/fast/orangeppl',
  CONCEPT: '/api/payconcept/pay',
  FRAUD: '/api/fraud/card',
  ZOOM: '/api/card/fast/zoom',
  EZPAY: '/api/card/fast/ezpay',
  ENTROPAY: '/api/entro/pay',
  SHAPE: '/api/shape/pay',
  /** The server keeps this card-taking call for API callers; the client goes through VLOAD_PREPARE_PATH instead. */
  VLOAD: '/api/card/fast/vload',
  AGNI: '/api/fm/agni/pay',
  EARTH: '/api/card/fast/earth',
  FINITY: '/api/card/fast/finity',
} as const;

/** ORANGE_NOT3D shares ORANGE's listen call, so the server mounts the distinct values only. */
export const LISTEN_PATHS = {
  PFS: '/api/card/listen/pfs',
  ORANGE: '/api/card/listen/orange',
  ORANGE_NOT3D: '/api/card/listen/orange',
  CONCEPT: '/api/payconcept/listen',
  FRAUD: '/api/card/listen/fraud',
  ZOOM: '/api/card/listen/zoom',
  EZPAY: '/api/card/listen/ezpay',
  ENTROPAY: '/api/card/listen/entro',
  SHAPE: '/api/card/listen/shape',
  VLOAD: '/api/card/listen/vload',
  AGNI: '/api/fm/agni/listen',
  EARTH: '/api/card/listen/earth',
  FINITY: '/api/card/listen/finity',
} as const;

/** Spec §7 /api/unionpay/listen {transaction_id}: a UnionPay card payment's outcome (the /listen-union/... return). */
export const UNION_LISTEN_PATH = '/api/unionpay/listen';

/** PFS's secure step (spec §7 /api/card/secure/pfs/{R5}, R5 = the transaction id): the browser's way to 3-D Secure. */
export function pfsSecureUrl(transactionId: string): string {
  return `/api/card/secure/pfs/${encodeURIComponent(transactionId)}`;
}

/** SHAPE's invoice page (spec §7 redirect to /api/shape/invoice/{guid}), named by the guid /api/shape/pay returns. */
export function shapeInvoiceUrl(guid: string): string {
  return `/api/shape/invoice/${encodeURIComponent(guid)}`;
}

/** VLOAD's first step (spec §7 GET /api/vload/prepare): opens the payment; the browser then goes to /api/vload/start. */
export const VLOAD_PREPARE_PATH = '/api/vload/prepare';
