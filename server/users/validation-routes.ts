import { and, eq, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { type Lang, t } from '../i18n.ts';
import { withRuleOffer } from '../offers/by-rules.ts';
import { refreshUserDto } from './refresh.ts';
import { findUserById } from './repo.ts';
import { judgeValidationAnswer, MAX_VALIDATION_ATTEMPTS } from './validation-rules.ts';

const CODE = 'validate_transcation.error';

function failure(lang: Lang, attemptsLeft: number) {
  return {
    return: false,
    code: CODE,
    attempts_left: attemptsLeft,
    message:
      attemptsLeft > 0
        ? t(lang, 'validate_transcation.error', { attempts: attemptsLeft })
        : t(lang, 'validate_transcation.blocked'),
  } as const;
}

/** Spec §7 "fraud": the user refresh and the transaction-validation answer. */
export function fraudRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();

  app.post('/api/fraud/user', async (c) => {
    const userId = sessionUserId(c);
    // The client's balance read: trades past their expiry are settled first (the settler's sweep may be a second away).
    const now = clock.now();
    // The server's own offers (server/offers/rules.ts) are decided where the one poller asks.
    const user = await withRuleOffer(db, config.offerRules, await refreshUserDto(deps, userId, now), now);
    if (!user) return errorReply(c, 401, 'auth');
    return c.json({ return: true, user });
  });

  app.post('/api/fraud/attemps', async (c) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const value = field(await readFields(c), 'value');
    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');

    // The writes below re-check the attempt counter in their WHERE clause, so two answers sent at once can
    // never get past the limit.
    const stillOpen = and(eq(users.id, userId), lt(users.trAttemps, MAX_VALIDATION_ATTEMPTS));
    const verdict = judgeValidationAnswer(user, value);
    switch (verdict.kind) {
      case 'nothing-pending':
        return c.json({ return: true });
      case 'locked':
        return c.json(failure(lang, 0));
      case 'malformed':
        return c.json({
          ...failure(lang, verdict.attemptsLeft),
          field: 'value',
          message: t(lang, 'validate_transcation.format'),
        });
      case 'correct': {
        const [done] = await db
          .update(users)
          .set({ trValidate: 'no', trSuccess: 'yes' })
          .where(stillOpen)
          .returning({ id: users.id });
        return done ? c.json({ return: true }) : c.json(failure(lang, 0));
      }
      case 'wrong': {
        const [counted] = await db
          .update(users)
          .set({ trAttemps: sql`${users.trAttemps} + 1` })
          .where(stillOpen)
          .returning({ attempts: users.trAttemps });
        const left = counted ? Math.max(0, MAX_VALIDATION_ATTEMPTS - counted.attempts) : 0;
        return c.json(failure(lang, left));
      }
    }
  });

  return app;
}
