import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { callRequests } from '../db/schema-support.ts';

// The SQL of the call-back queue and the contact form (the tickets' own SQL is the helpdesk's: server/helpdesk/).

/** The trader's latest call-back request for `phone` made after `since`, if any. */
export async function recentCallBack(db: Db, userId: number, phone: string, since: Date): Promise<{ id: number } | null> {
  const [recent] = await db
    .select({ id: callRequests.id })
    .from(callRequests)
    .where(and(eq(callRequests.userId, userId), eq(callRequests.phone, phone), gt(callRequests.createdAt, since)))
    .orderBy(desc(callRequests.id))
    .limit(1);
  return recent ?? null;
}

export async function queueCallBack(db: Db, userId: number, phone: string, now: Date): Promise<number> {
  const [row] = await db.insert(callRequests).values({ userId, phone, createdAt: now }).returning({ id: callRequests.id });
  if (!row) throw new Error('the call-back request was not stored');
  return row.id;
}

export type ContactMessage = typeof contactMessages.$inferInsert;

export async function storeContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}
