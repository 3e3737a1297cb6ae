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

export type HistoryKind = 'order' | 'transaction';

export interface HistoryRow {
  id: RowId;
  kind: HistoryKind;
  time: number;
  payload: unknown;
}
