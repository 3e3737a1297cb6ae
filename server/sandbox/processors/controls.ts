import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { cardAttempts } from '../../db/schema-cards.ts';
import { saveServerCascade } from '../../cards/service.ts';
import { findUserByEmail } from '../../users/repo.ts';

// The sandbox bank's controls for tests and demos (CONTRACT.md): the charges its processors made for one user, and
// the cascade settings. Its routes (./routes.ts) parse the request and reply.

const CHARGED = ['approved', 'declined', 'pending', 'challenge', 'dialog', 'processing', 'refused'] as const;

/**
 * The charges the sandbox processors made for the user with `email`, oldest first, as `GET /sandbox/charges` lists
 * them (voided keys are not charges); null for an unknown email.
 */
export async function chargesOf(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const rows = await db
    .select()
    .from(cardAttempts)
    .where(and(eq(cardAttempts.userId, user.id), ne(cardAttempts.status, 'void'), inArray(cardAttempts.status, [...CHARGED])))
    .orderBy(asc(cardAttempts.id));
  return rows.map((row) => ({
    processor: row.processor,
    amount: row.amount.replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1'),
    currency: row.currency,
    status: row.status,
    code: row.code,
    idempotency_key: row.idempotencyKey,
    deposit_id: row.depositId,
    transaction_id: row.transactionId,
    brand: row.brand,
    last4: row.last4,
    created_at: row.createdAt.getTime(),
  }));
}

/** Sets the cascade: the user's own list with an `email`, else the server-wide setting ('' clears); false for an unknown email. */
export async function setCascade(db: Db, email: string, cascade: string): Promise<boolean> {
  if (email === '') {
    await saveServerCascade(db, cascade);
    return true;
  }
  const [row] = await db.update(users).set({ cascade }).where(eq(users.email, email)).returning({ id: users.id });
  return row !== undefined;
}
