import { and, eq, inArray } from 'drizzle-orm';
import type { TransactionSourceInfo } from '../../common/api/history.ts';
import type { Db } from '../db/client.ts';
import { cardAttempts } from '../db/schema-cards.ts';
import { cryptoInvoices, walletPayments } from '../db/schema-crypto.ts';
import { withdrawals } from '../db/schema-withdrawal.ts';

// What moved a transaction's money, read from the row that did it: a ledger row's reference names it (`card:40`,
// `invoice:7`, `wallet:3`, `withdrawal:12`). Four batched queries for a page, each limited to the trader's own rows.

type Kind = 'card' | 'invoice' | 'wallet' | 'withdrawal';
const KINDS: readonly Kind[] = ['card', 'invoice', 'wallet', 'withdrawal'];

/** The kind and id a reference names, or null for references no source describes (`order:7`, `account:2`…). */
export function parseReference(reference: string): { kind: Kind; id: number } | null {
  const match = /^([a-z]+):(\d{1,9})(?::|$)/.exec(reference);
  if (!match) return null;
  const kind = KINDS.find((name) => name === match[1]);
  return kind ? { kind, id: Number(match[2]) } : null;
}

const idsOf = (refs: readonly { kind: Kind; id: number }[], kind: Kind) => [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];

/** Each reference's source, by reference; one that names nothing of this trader's is left out. */
export async function sourcesOf(db: Db, userId: number, references: readonly string[]): Promise<Map<string, TransactionSourceInfo>> {
  const refs = references.map(parseReference).filter((ref) => ref !== null);
  const found = new Map<string, TransactionSourceInfo>();
  const none = Promise.resolve([]);
  const [cards, invoices, wallets, requests] = await Promise.all([
    idsOf(refs, 'card').length === 0
      ? none
      : db
          .select({ id: cardAttempts.id, brand: cardAttempts.brand, last4: cardAttempts.last4 })
          .from(cardAttempts)
          .where(and(eq(cardAttempts.userId, userId), inArray(cardAttempts.id, idsOf(refs, 'card')))),
    idsOf(refs, 'invoice').length === 0
      ? none
      : db
          .select({ id: cryptoInvoices.id, coin: cryptoInvoices.coin })
          .from(cryptoInvoices)
          .where(and(eq(cryptoInvoices.userId, userId), inArray(cryptoInvoices.id, idsOf(refs, 'invoice')))),
    idsOf(refs, 'wallet').length === 0
      ? none
      : db
          .select({ id: walletPayments.id, processor: walletPayments.processor })
          .from(walletPayments)
          .where(and(eq(walletPayments.userId, userId), inArray(walletPayments.id, idsOf(refs, 'wallet')))),
    idsOf(refs, 'withdrawal').length === 0
      ? none
      : db
          .select({ id: withdrawals.id, method: withdrawals.method, status: withdrawals.status, createdAt: withdrawals.createdAt, settledAt: withdrawals.settledAt })
          .from(withdrawals)
          .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.id, idsOf(refs, 'withdrawal')))),
  ]);
  for (const row of cards) found.set(`card:${row.id}`, { kind: 'card', brand: row.brand, last4: row.last4 });
  for (const row of invoices) found.set(`invoice:${row.id}`, { kind: 'coin', coin: row.coin });
  for (const row of wallets) found.set(`wallet:${row.id}`, { kind: 'wallet', processor: row.processor });
  for (const row of requests) {
    // A request still waiting for its confirmation code has moved no money, so no ledger row names it.
    if (row.status === 'unconfirmed') continue;
    found.set(`withdrawal:${row.id}`, {
      kind: 'withdrawal',
      id: row.id,
      method: row.method,
      state: row.status,
      requestedAt: row.createdAt.getTime(),
      settledAt: row.settledAt?.getTime() ?? null,
    });
  }
  return found;
}

/** The source a ledger row's reference names, looked up in what sourcesOf found (`card:40:limited` is card 40's). */
export function sourceOf(found: ReadonlyMap<string, TransactionSourceInfo>, reference: string): TransactionSourceInfo | undefined {
  const ref = parseReference(reference);
  return ref ? found.get(`${ref.kind}:${ref.id}`) : undefined;
}
