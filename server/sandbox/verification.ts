import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isDocumentType } from '../../common/documents.ts';
import { users } from '../db/schema.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { reviewDocument } from '../verification/service.ts';
import { NO_SUCH_USER, userNamedIn } from './target.ts';

/**
 * POST /sandbox/verification {email, verification, documents?}: the back office's review. `verification` sets the
 * trader's level (Full lifts the trading block); `documents` maps a type to "approved" or "rejected: reason".
 */
export function sandboxVerificationRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/verification', async (c) => {
    const fields = await readFields(c);
    const user = await userNamedIn(db, fields);
    if (!user) return c.json(NO_SUCH_USER, 404);
    const verification = field(fields, 'verification').trim();
    if (verification !== '') await db.update(users).set({ verification: verification.slice(0, 32) }).where(eq(users.id, user.id));
    const documents = fields['documents'];
    if (typeof documents === 'object' && documents !== null && !Array.isArray(documents)) {
      for (const [type, verdict] of Object.entries(documents)) {
        if (!isDocumentType(type) || typeof verdict !== 'string') continue;
        const [status = '', ...reason] = verdict.split(':');
        if (status.trim() === 'approved' || status.trim() === 'rejected') {
          await reviewDocument(db, user.id, type, status.trim() === 'approved' ? 'approved' : 'rejected', reason.join(':').trim().slice(0, 300), clock.now());
        }
      }
    }
    return c.json({ return: true, verification: verification || user.verification });
  });
  return app;
}
