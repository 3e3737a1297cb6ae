import type { Wired } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { refuse } from '../lib/refusal.ts';
import { withRuleOffer } from '../offers/by-rules.ts';
import { refreshUserDto } from './refresh.ts';
import { findUserById } from './repo.ts';
import { countWrongAnswer, markValidated } from './validation-queries.ts';
import { judgeValidationAnswer, MAX_VALIDATION_ATTEMPTS } from './validation-rules.ts';

// Spec §7 "fraud": the user refresh and the transaction-validation answer. Null: the trader is gone.

const CODE = 'validate_transcation.error';

/** A wrong (or locked-out) answer, with the attempts left. */
function failure(lang: Lang, attemptsLeft: number, problem?: { field: string; message: string }) {
  const message = attemptsLeft > 0 ? t(lang, 'validate_transcation.error', { attempts: attemptsLeft }) : t(lang, 'validate_transcation.blocked');
  return refuse(problem?.message ?? message, { code: CODE, ...(problem ? { field: problem.field } : {}), extra: { attempts_left: attemptsLeft } });
}

/**
 * The user as the client's refresh reads it: trades past their expiry are settled first (the settler's sweep may be a
 * second away), and the server's own offers (server/offers/rules.ts) are decided here, where the one poller asks.
 */
export async function refreshedUser(deps: Wired, userId: number) {
  const now = deps.clock.now();
  const user = await withRuleOffer(deps.db, deps.offerRules, await refreshUserDto(deps, userId, now), now);
  return user && { user };
}

/** The answer to a pending transaction validation: right flips the flags, wrong spends an attempt, malformed none. */
export async function answerValidation(deps: Wired, userId: number, lang: Lang, value: string) {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) return null;
  const verdict = judgeValidationAnswer(user, value);
  switch (verdict.kind) {
    case 'nothing-pending':
      return {};
    case 'locked':
      return failure(lang, 0);
    case 'malformed':
      return failure(lang, verdict.attemptsLeft, { field: 'value', message: t(lang, 'validate_transcation.format') });
    case 'correct':
      return (await markValidated(db, userId)) ? {} : failure(lang, 0);
    case 'wrong': {
      const attempts = await countWrongAnswer(db, userId);
      return failure(lang, attempts === null ? 0 : Math.max(0, MAX_VALIDATION_ATTEMPTS - attempts));
    }
  }
}
