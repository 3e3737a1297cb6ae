import { and, eq } from 'drizzle-orm';
import { is, type Struct } from 'superstruct';
import type { Db } from '../db/client.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { accountTransactions, moneyMoves } from '../db/schema-ledger.ts';
import { type Entry, InsufficientFunds, type Posted, postEntry } from './ledger.ts';
import type { TransactionType } from '../../common/transactions.ts';

// A money move: one or more ledger entries made together, once per key. Requests bring their idempotency key
// (keyedMove); what the server does by itself (a settlement, an approval, a payout) derives its key from what
// moved the money (postMove), so running it twice, from two processes or after a crash, posts once.

/** The kinds of move; a key is unique per trader and kind. */
export type MoveKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal'
  /** A withdrawal to a new destination, confirmed by its code: its money moves then (key: the request's id). */
  | 'withdrawal_confirm'
  | 'withdrawal_settle'
  | 'trade_open'
  | 'trade_settle'
  | 'tip'
  | 'affiliate_transfer'
  | 'commission'
  | 'reward'
  | 'offer_bonus'
  | 'practice_open'
  | 'practice_reset';

export type MoveRef = { userId: number; kind: MoveKind; key: string };

/** The stored key of a move's rows (account_transactions.move_key). */
const moveKeyOf = (move: MoveRef): string => `${move.kind}/${move.key}`;

/** What a reply may hold: it is stored as JSON and replayed (an undefined field is left out). */
export type JsonValue = string | number | boolean | null | undefined | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonReply = { readonly [key: string]: JsonValue };

/**
 * Inside the caller's transaction: claims the move's key and posts its entries. Null, with nothing posted, when the
 * key was claimed before (the move happened already). A failed entry throws and rolls the transaction back.
 */
export async function postMove(tx: Db, move: MoveRef, entries: readonly Entry[], at: Date): Promise<Posted[] | null> {
  if ((await claimKey(tx, move, at)) === null) return null;
  return postAll(tx, move, entries);
}

/**
 * The move's row in money_moves, or null when its key was claimed before. A twin claiming the same key at once waits
 * on the unique index until the first commits (then it gets null) or rolls back (then it claims it).
 */
async function claimKey(tx: Db, move: MoveRef, at: Date): Promise<number | null> {
  const [claimed] = await tx
    .insert(moneyMoves)
    .values({ userId: move.userId, kind: move.kind, key: move.key, reply: null, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: moneyMoves.id });
  return claimed?.id ?? null;
}

async function postAll(tx: Db, move: MoveRef, entries: readonly Entry[]): Promise<Posted[]> {
  const posted: Posted[] = [];
  for (const entry of entries) posted.push(await postEntry(tx, moveKeyOf(move), entry));
  return posted;
}

/** The first answer stored for a request's key, checked against its schema; null when the key is new. */
export async function storedReply<R extends JsonReply>(db: Db, move: MoveRef, schema: Struct<R>): Promise<R | null> {
  const [row] = await db
    .select({ reply: moneyMoves.reply })
    .from(moneyMoves)
    .where(and(eq(moneyMoves.userId, move.userId), eq(moneyMoves.kind, move.kind), eq(moneyMoves.key, move.key)));
  if (!row || row.reply === null) return null;
  return checkedReply(row.reply, schema, move.kind);
}

/** What a keyed move's body decides: its entries were posted (done), or it answers without moving money (refused). */
export type Decision<D, F> = { done: D } | { refused: F };

export type MoneyTx = {
  tx: Db;
  /** Posts entries as part of this move. */
  post(entries: readonly Entry[]): Promise<Posted[]>;
};

/** Thrown to roll a refused move back; its reply travels beside it. */
class Refusal extends Error {}

type KeyedMove<D, F> = {
  db: Db;
  move: MoveRef;
  at: Date;
  /** The stored reply's schema: a replayed key answers the stored reply, checked against it. */
  reply: Struct<D>;
  /**
   * Decides and posts, inside the transaction and under the trader's money lock, so it reads balances no other
   * move of theirs is changing.
   */
  run(money: MoneyTx): Promise<Decision<NoInfer<D>, F>>;
  /** The answer when a debit would take a balance below zero; called after the rollback, so it reads fresh figures. */
  onFunds(error: InsufficientFunds): Promise<F>;
};

/**
 * A request's money move under its idempotency key: runs once, stores its reply with its rows in one transaction,
 * and answers a repeated key (also one arriving while the first is still running) with that stored reply. A refusal
 * stores nothing, so the same key may be tried again once the trader has fixed what was wrong.
 */
export async function keyedMove<D extends JsonReply, F extends JsonReply>(options: KeyedMove<D, F>): Promise<D | F> {
  const { db, move, at } = options;
  const replayed = await storedReply(db, move, options.reply);
  if (replayed) return replayed;
  const refusal: { reply?: F } = {};
  try {
    const made = await db.transaction(async (tx) => {
      const claimed = await claimKey(tx, move, at);
      // A twin request with this key committed while we waited on the unique index: answer what it stored.
      if (claimed === null) return null;
      await lockUser(tx, USER_LOCK.money, move.userId);
      const decision = await options.run({ tx, post: (entries) => postAll(tx, move, entries) });
      if ('refused' in decision) {
        refusal.reply = decision.refused;
        throw new Refusal();
      }
      await tx.update(moneyMoves).set({ reply: decision.done }).where(eq(moneyMoves.id, claimed));
      return decision.done;
    });
    if (made !== null) return made;
  } catch (error) {
    if (error instanceof Refusal && refusal.reply !== undefined) return refusal.reply;
    if (error instanceof InsufficientFunds) return options.onFunds(error);
    throw error;
  }
  const twin = await storedReply(db, move, options.reply);
  if (!twin) throw new Error(`${move.kind} move claimed without a reply`);
  return twin;
}

/** A stored first answer checked against its schema before it is sent again (a corrupt row is an error, not a reply). */
export function checkedReply<R>(stored: unknown, schema: Struct<R>, what: string): R {
  if (!is(stored, schema)) throw new Error(`stored ${what} reply does not match its schema`);
  return stored;
}

/**
 * Marks how a request's own ledger row ended (a withdrawal's row: pending → paid, declined or cancelled), in the
 * caller's transaction. Only the status: the amount a row moved never changes; what comes back is a new row.
 */
export async function settleRowStatus(tx: Db, row: { userId: number; kind: TransactionType; reference: string }, status: string): Promise<void> {
  await tx
    .update(accountTransactions)
    .set({ status })
    .where(and(eq(accountTransactions.userId, row.userId), eq(accountTransactions.trType, row.kind), eq(accountTransactions.reference, row.reference)));
}
