import { Hono } from 'hono';
import { confirmWithdrawal as confirmCall, finalWithdrawal, pendingWithdrawals as pendingCall, rejectWithdrawal, resendWithdrawalCode as resendCall, withdrawalCase, withdrawalOpened, withdrawalOutcome as outcomeCall, withdrawalTabOpened } from '../../common/api/withdrawal.calls.ts';
import { mailOutboxFor } from '../auth/reset-mail.ts';
import { flagOf } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle, refuse, signedOut } from '../http/handle.ts';
import { KEY, keyRequired } from '../http/idempotency.ts';
import { caseOf, confirmWithdrawal, requestWithdrawal, resendWithdrawalCode, type WithdrawalRequest, withdrawalOutcome } from './service.ts';
import { cancelWithdrawal, pendingWithdrawals } from './settle.ts';

// Spec §7 Withdrawal (server/API.md "Withdrawal"): /api/withdrawal decides the case from the trader's real state,
// /api/withdrawal/final makes the request (one keyed money move, or a request to a new destination waiting for its
// code), /api/withdrawal/confirm and /resend take and re-mail that code, /api/us/pending lists what waits,
// /api/us/reject cancels one, and /api/withdrawal/outcome answers what became of a key whose answer was lost.
// Rules: ./service.ts.

type Form = { amount?: string; method?: string; proc?: string; wallet?: string; fixed?: unknown; is_fixed?: unknown };

/** The request as the form sends it (the old form names the method `proc` and fixed mode `is_fixed`). */
function requestOf(input: Form): WithdrawalRequest {
  return {
    amount: (input.amount ?? '').trim(),
    method: (input.method || input.proc || '').trim(),
    wallet: (input.wallet ?? '').trim().slice(0, 200),
    fixed: flagOf(input.fixed) === true || flagOf(input.is_fixed) === true,
  };
}

const idOf = (raw: string | undefined): number | null => (/^\d{1,9}$/.test((raw ?? '').trim()) ? Number((raw ?? '').trim()) : null);

export function withdrawalRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock } = deps;
  const money = { db, clock, outbox: mailOutboxFor(deps) };
  const app = new Hono<AppEnv>();

  handle(app, withdrawalCase, async ({ userId, input, lang, c }) => {
    const answer = await caseOf(db, userId, requestOf(input), lang);
    if (answer === null) return signedOut(c);
    return 'return' in answer ? refuse(answer.message, { code: answer.code, ...(answer.field ? { field: answer.field } : {}) }) : answer;
  });

  handle(app, finalWithdrawal, async ({ userId, input, lang, c }) => {
    const key = (c.req.header('Idempotency-Key') ?? input.idempotency_key ?? '').trim();
    if (!KEY.test(key)) return c.json(keyRequired(lang), 400);
    // The stored answer of the move, refusal or not, goes out as it is (a replay gets it again, to the byte).
    return c.json(await requestWithdrawal(money, userId, requestOf(input), key, lang));
  });

  // The confirmation's answer is the request's: stored with its money move, sent as it is (a refusal included).
  handle(app, confirmCall, async ({ userId, input, lang, c }) => c.json(await confirmWithdrawal(money, userId, idOf(input.id), input.code ?? '', lang)));

  handle(app, resendCall, async ({ userId, input, lang }) => {
    const answer = await resendWithdrawalCode(money, userId, idOf(input.id), lang);
    // Over its budget: 429, as every budget answers (server/API.md, Conventions).
    return 'return' in answer ? refuse(answer.message, { code: answer.code, ...(answer.code === 'rate_limited' ? { status: 429 } : {}) }) : answer;
  });

  handle(app, outcomeCall, async ({ userId, input, lang, c }) => {
    const key = (input.idempotency_key ?? '').trim();
    if (!KEY.test(key)) return c.json(keyRequired(lang), 400);
    return withdrawalOutcome(db, userId, key);
  });

  handle(app, pendingCall, ({ userId }) => pendingWithdrawals(db, userId));

  handle(app, rejectWithdrawal, async ({ userId, input, lang }) => {
    const answer = await cancelWithdrawal(db, userId, idOf(input.id), lang, clock.now());
    return 'return' in answer ? refuse(answer.message) : answer;
  });

  /** Spec §7 triggers wd (the withdrawal page opened) and wdr {method} (a method's tab opened): noted, nothing more. */
  handle(app, withdrawalOpened, async () => ({}));
  handle(app, withdrawalTabOpened, async ({ input }) => ({ method: (input.method ?? '').trim() }));

  return app;
}
