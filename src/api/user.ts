import { number, type } from 'superstruct';
import { askOrThrow, askRaw, failureOf, returnFlag, validate } from './http';
import type { User, UserBalance } from '@common/api/users';
import { userRefresh, validationAnswer } from '@common/api/users.calls';
export type { User, UserBalance } from '@common/api/users';
export { UserSchema, UserReply } from '@common/api/users';




/** The account the trader trades and deposits on: the current one, else the first (a user stored before it was set). */
export function currentAccount(user: User): UserBalance | undefined {
  return user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0];
}


/** POST /api/fraud/user — the refresh the poller runs every 90 s (spec §4). A 401 throws ApiError('auth'). */
export async function fetchUser(signal?: AbortSignal): Promise<User> {
  return (await askOrThrow(userRefresh, {}, { signal })).user;
}

export type ValidationAnswer = { ok: true } | { ok: false; message: string; attemptsLeft: number };

/** POST /api/fraud/attemps — the transaction-validation answer (spec §4); a wrong one says how many tries are left. */
export async function submitValidationAnswer(value: string): Promise<ValidationAnswer> {
  const payload = await askRaw(validationAnswer, { value });
  if (returnFlag(payload)) return { ok: true };
  const { message } = failureOf(payload);
  const { attempts_left } = validate(payload, type({ attempts_left: number() }));
  return { ok: false, message, attemptsLeft: attempts_left };
}
