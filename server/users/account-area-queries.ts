import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { skeletonOf } from '../lib/lookalike.ts';

// The SQL of the account area's contact details: whether another trader holds an address, and the details saved.

export async function emailHeldByAnother(db: Db, email: string, userId: number): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId)));
  return taken !== undefined;
}

/**
 * Saves the trader's e-mail (with its look-alike skeleton), phone and state; false when a unique index said no
 * (another change or registration took the address or its look-alike at the same instant).
 */
export async function saveContact(db: Db, userId: number, contact: { email: string; phone: string; state: string }): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ email: contact.email, emailSkeleton: skeletonOf(contact.email), phone: contact.phone, state: contact.state })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .catch(() => []);
  return updated.length > 0;
}
