import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recoveryRequests } from '../db/schema-mail.ts';
import { type Lang, parseLang } from '../i18n.ts';
import type { Outbox } from '../mail/outbox.ts';
import { findUserByEmail } from '../users/repo.ts';

/*
 * Password recovery without telling who has an account. The request writes one row, the same for every address,
 * and the reply goes out; looking the address up and writing the mail happen off the request path (right after it,
 * and on the mail timer of server/start.ts should that run be lost), so the reply's time is the same either way.
 */

/** Work after a reply, at once and detached: a failure is logged by its message only (never an address). */
export function detached(task: () => Promise<unknown>): void {
  task().catch((error: unknown) => console.warn(`after the reply: ${error instanceof Error ? error.message : 'failed'}`));
}

/** Writes the request down; nothing about the address is looked up here. */
export async function requestRecovery(db: Db, email: string, lang: Lang, now: Date): Promise<void> {
  await db.insert(recoveryRequests).values({ email, lang, createdAt: now });
}

/** How many requests one pass takes (each is claimed by its delete, so several processes never take the same). */
const BATCH = 20;

/** This process's pass over the requests, per database: a new call waits for the one running, then looks again. */
const running = new WeakMap<Db, Promise<number>>();

/**
 * Takes the waiting requests and sends the recovery mail to each address that has an account; resolves how many,
 * once every request written before the call has been looked at (also those a pass already running took).
 */
export function processRecoveryRequests(db: Db, outbox: Outbox): Promise<number> {
  const before = running.get(db) ?? Promise.resolve(0);
  const pass = before.catch(() => 0).then(() => takeAndMail(db, outbox));
  running.set(db, pass);
  const forget = () => {
    if (running.get(db) === pass) running.delete(db);
  };
  pass.then(forget, forget);
  return pass;
}

async function takeAndMail(db: Db, outbox: Outbox): Promise<number> {
  let mailed = 0;
  for (;;) {
    const taken = await db
      .delete(recoveryRequests)
      .where(sql`${recoveryRequests.id} in (select id from ${recoveryRequests} order by id limit ${BATCH} for update skip locked)`)
      .returning();
    for (const request of taken) {
      const user = await findUserByEmail(db, request.email);
      if (!user) continue;
      await outbox.send('password_reset', user.id, parseLang(request.lang) ?? 'en');
      mailed += 1;
    }
    if (taken.length < BATCH) return mailed;
  }
}
