import type { User } from '@/api/user';

/**
 * Row shapes of the `trader` IndexedDB database. `User` is the wire type (server/API.md); importing it as a
 * type only keeps superstruct out of the db chunk.
 */
export type { User };

/** The one user row: the latest /api/fraud/user (or login) answer. */
export interface UserRow {
  key: 'me';
  user: User;
  updatedAt: number;
}

/** Card processors already tried in this deposit attempt (spec §3 "cascade stack": a comma list). */
export interface CascadeRow {
  key: 'stack';
  tried: string;
  /** The card they were tried with: brand, last 4 and expiry (never the number); absent when not known. */
  card?: string;
  updatedAt: number;
}

/** The last payment, remembered locally to prefill the next deposit (spec §3). Money stays a decimal string. */
export interface LastPaymentRow {
  key: 'last';
  bonus: boolean;
  fixed: boolean;
  amount: string;
  currency: string;
}

/** IndexedDB cannot index booleans, so `read` is stored as 0 | 1 to make "unread" an index query. */
export type ReadFlag = 0 | 1;

/** Server ids of notifications and history items: kept as the server sends them. */
export type RowId = string | number;

export interface NotificationRow {
  id: RowId;
  read: ReadFlag;
  createdAt: number;
  text: string;
}

/** The server's `count` of new notifications (spec §3 "list plus count of new ones"): the badge shows this. */
export interface NotificationCountRow {
  key: 'new';
  count: number;
  updatedAt: number;
}

// 'report': rows an older build kept for the reports screen, which now keeps its totals as a last copy instead.
export type HistoryKind = 'order' | 'transaction' | 'report';

export interface HistoryRow {
  id: RowId;
  kind: HistoryKind;
  time: number;
  payload: unknown;
  /** The filters the rows were loaded with (not indexed); rows stored before it was kept have none. */
  filters?: string;
}

/** A trading signal as /api/signals last listed it. */
export interface SignalRow {
  id: string;
  symbol: string;
  direction: 'call' | 'put';
  expires: number;
  /** The rule's reason as the server worded it; absent on signals issued by hand (and rows of older builds). */
  reason?: string | null | undefined;
  receivedAt: number;
  /**
   * Its place in the server's list (signals issued for this trader first, then the market rule's): the table's own
   * order is by id, which would put "USOIL-…" before "bg-…". Absent on rows of older builds (then last).
   */
  rank?: number | undefined;
}

/** The local day (YYYY-MM-DD) a signal id was last shown: spec §4 "shown once per day per id". */
export interface SignalSeenRow {
  id: string;
  day: string;
}

/** The local day a signal id was last sent as a system notification: once per day, however often the poll runs. */
export interface SignalNotifiedRow {
  id: string;
  day: string;
}

/**
 * The card deposit under way: the cascade machine's state as JSON, written by useCardDeposit after
 * every step so that a reload or a 3-D Secure return resumes it. It never holds a card number or CVV.
 * Keys `pay:{form}`: a crypto or wallet request's idempotency key, stored before it is sent.
 */
export interface DepositRow {
  /**
   * `dep:{depositId}`: a card deposit, one row each so two tabs never overwrite each other's ('current' before
   * that); `pay:{form}`: a crypto or wallet payment's pending key. Each feature reads only its own prefix.
   */
  key: 'current' | `dep:${string}` | `pay:${string}`;
  machine: string;
  updatedAt: number;
}

/**
 * A crypto invoice this device has opened: what the server last said, plus the local deadline the
 * countdown runs to (the server's `expires - now` added to the local clock at that answer, so a wrong device
 * clock or a moved sandbox clock cannot skew it). `finalCheck`: the one check at the countdown's end was made.
 */
export interface InvoiceRow {
  guid: string;
  coin: string;
  address: string;
  amount: string;
  currency: string;
  fiatAmount: string;
  fixed: boolean;
  /** `unknown`: the server no longer knows the invoice (a check answered not_found); final, never checked again. */
  status: 'wt' | 'su' | 'ex' | 'unknown';
  hash: string;
  deadline: number;
  finalCheck: boolean;
  checkedAt: number;
  /** Spec §4: vload goes to /api/vload/finish on success. */
  lang: string;
}

/** The last answer of one server list (`key` names it, e.g. `withdrawals.pending`), as the poller or a screen stored it. */
export interface ListCopyRow {
  key: string;
  value: unknown;
  updatedAt: number;
}
