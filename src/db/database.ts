import { Dexie, type DexieOptions, type EntityTable, type Transaction } from 'dexie';
import type {
  CascadeRow,
  DepositRow,
  HistoryRow,
  InvoiceRow,
  LastPaymentRow,
  NotificationCountRow,
  NotificationRow,
  SignalRow,
  SignalNotifiedRow,
  SignalSeenRow,
  ListCopyRow,
  User,
  UserRow,
} from './types';

/**
 * The client's IndexedDB database. Every tab renders from it (useLiveQuery); only the leader tab's poller
 * writes server state into it. Importing this module constructs the Dexie instance and nothing else: Dexie
 * opens the database lazily on the first query, so nothing touches IndexedDB until a trading screen asks.
 */

export const DATABASE_NAME = 'trader';

export type TraderDb = Dexie & {
  user: EntityTable<UserRow, 'key'>;
  cascade: EntityTable<CascadeRow, 'key'>;
  lastPayment: EntityTable<LastPaymentRow, 'key'>;
  notifications: EntityTable<NotificationRow, 'id'>;
  history: EntityTable<HistoryRow, 'id'>;
  deposit: EntityTable<DepositRow, 'key'>;
  signals: EntityTable<SignalRow, 'id'>;
  signalsSeen: EntityTable<SignalSeenRow, 'id'>;
  invoices: EntityTable<InvoiceRow, 'guid'>;
  notificationCount: EntityTable<NotificationCountRow, 'key'>;
  signalsNotified: EntityTable<SignalNotifiedRow, 'id'>;
  lists: EntityTable<ListCopyRow, 'key'>;
};

/** Version 1 as an early build shipped it: user + notifications only. */
export const SCHEMA_V1 = {
  user: 'key',
  notifications: 'id, createdAt',
} as const;

/**
 * Version 2: `read` becomes an index (IndexedDB cannot index booleans, hence 0 | 1), plus the cascade stack,
 * the last payment and history (`[kind+time]` lists one kind newest-first without scanning the table).
 */
export const SCHEMA_V2 = {
  user: 'key',
  notifications: 'id, read, createdAt',
  cascade: 'key',
  lastPayment: 'key',
  history: 'id, kind, time, [kind+time]',
} as const;

/** Version 3: the card deposit under way (cascade machine state, no card data), for reload and 3-D Secure returns. */
export const SCHEMA_V3 = {
  deposit: 'key',
} as const;

/** Version 4: trading signals as polled, and the day each signal id was last shown (once per day). */
export const SCHEMA_V4 = {
  signals: 'id',
  signalsSeen: 'id',
} as const;

/** Version 5: open crypto invoices, each with its own state and countdown; `status` lists the waiting ones. */
export const SCHEMA_V5 = {
  invoices: 'guid, status',
} as const;

/** Version 6: the server's count of new notifications (all unread, not only the newest 50 listed). */
export const SCHEMA_V6 = {
  notificationCount: 'key',
} as const;

/** Version 7: the day each signal id was last handed to the service worker as a system notification. */
export const SCHEMA_V7 = {
  signalsNotified: 'id',
} as const;

/**
 * Version 8: the last copy of each server list a screen shows (pending withdrawals, tickets, tournaments,
 * affiliate data, news, …), keyed by the list's name, so every such screen opens offline from its last copy.
 */
export const SCHEMA_V8 = {
  lists: 'key',
} as const;

/** Rows as version 1 wrote them; only the upgrade reads these. */
export interface UserRowV1 {
  key: 'current';
  user: User;
  updatedAt: number;
}

export interface NotificationRowV1 {
  id: NotificationRow['id'];
  read: boolean;
  createdAt: number;
  text: string;
}

function isNotificationRowV1(row: NotificationRowV1 | NotificationRow): row is NotificationRowV1 {
  return typeof row.read === 'boolean';
}

/** v1 → v2: the user row moves from key 'current' to 'me'; notifications.read boolean → 0 | 1. */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const users = tx.table<UserRowV1 | UserRow, string>('user');
  const legacy = await users.get('current');
  if (legacy) {
    const row: UserRow = { key: 'me', user: legacy.user, updatedAt: legacy.updatedAt };
    await users.put(row);
    await users.delete('current');
  }
  await tx
    .table<NotificationRowV1 | NotificationRow, NotificationRow['id']>('notifications')
    .toCollection()
    .modify((row, ctx) => {
      if (isNotificationRowV1(row)) ctx.value = { ...row, read: row.read ? 1 : 0 };
    });
}

/** A fresh handle on the database. Tests pass their own name and fake IndexedDB; the app uses `db`. */
export function createTraderDb(name: string = DATABASE_NAME, options?: DexieOptions): TraderDb {
  const database = new Dexie(name, options) as TraderDb;
  // Dexie (3+) diffs the installed schema against the declared one, so only a version with an upgrader must stay
  // declared on its own; the tables versions 3–8 added come in one declaration. Each declaration costs the page's
  // first script evaluation a schema parse (eight of them were ~15 ms of home's cold start at 4× CPU).
  database.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  database.version(8).stores({ ...SCHEMA_V3, ...SCHEMA_V4, ...SCHEMA_V5, ...SCHEMA_V6, ...SCHEMA_V7, ...SCHEMA_V8 });
  return database;
}

export const db: TraderDb = createTraderDb();

/** Every table that holds something of the signed-in user (today: all of them). */
export function userTables(database: TraderDb = db) {
  return [
    database.user,
    database.cascade,
    database.lastPayment,
    database.notifications,
    database.history,
    database.deposit,
    database.signals,
    database.signalsSeen,
    database.invoices,
    database.notificationCount,
    database.signalsNotified,
    database.lists,
  ] as const;
}

/** Empties every user table in one transaction, so other tabs' live queries see one change: all empty. */
export async function clearUserData(database: TraderDb = db): Promise<void> {
  const tables = userTables(database);
  await database.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
}

/**
 * Deletes the whole database (logout; call clearUserData first so open tabs re-render empty). Other tabs'
 * connections close on the versionchange event. Auto-open stays enabled so the next sign-in in this page
 * recreates the database instead of failing with DatabaseClosedError.
 */
export async function deleteDatabase(database: TraderDb = db): Promise<void> {
  await database.delete({ disableAutoOpen: false });
}
