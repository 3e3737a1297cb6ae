import { array, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { failureOf, postOrThrow, postRaw, returnFlag, validate } from './http';

const Balance = type({
  accountId: number(),
  accountGroup: string(),
  amount: string(),
  netAmount: string(),
  currency: string(),
  type: enums(['real', 'demo']),
});

/** The trader as /api/fraud/user and /api/login describe them (spec §3, server/API.md). */
export const UserSchema = type({
  email: string(),
  login: string(),
  country: string(),
  currency: string(),
  firstName: string(),
  lastName: string(),
  phone: string(),
  regTime: number(),
  userId: number(),
  affsId: nullable(number()),
  comments: string(),
  cascade: string(),
  balances: array(Balance),
  current_accountId: number(),
  /** The account fixed (exchange) mode runs on; absent from a user cached before the server sent it. */
  exchange_accountId: optional(number()),
  available: string(),
  verification: string(),
  verification_type: string(),
  depositsTotal: string(),
  status: string(),
  doCard: string(),
  cardRisk: string(),
  entro_pin: string(),
  md: string(),
  mdps: string(),
  btc_deposit: string(),
  tr_success: enums(['yes', 'no']),
  tr_validate: enums(['yes', 'no']),
  tr_attemps: number(),
  wd_methods: string(),
  bonus_summ: string(),
  min_deposit: string(),
  last_count: number(),
  iq_start: string(),
  vload: string(),
  fillCard: string(),
  trigger_new: string(),
});

export type User = Infer<typeof UserSchema>;
export type UserBalance = Infer<typeof Balance>;

/** The account the trader trades and deposits on: the current one, else the first (a user stored before it was set). */
export function currentAccount(user: User): UserBalance | undefined {
  return user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0];
}

export const UserReply = type({ user: UserSchema });

/** POST /api/fraud/user — the refresh the poller runs every 90 s (spec §4). A 401 throws ApiError('auth'). */
export async function fetchUser(signal?: AbortSignal): Promise<User> {
  return (await postOrThrow('/api/fraud/user', {}, UserReply, signal)).user;
}

export type ValidationAnswer = { ok: true } | { ok: false; message: string; attemptsLeft: number };

/** POST /api/fraud/attemps — the transaction-validation answer (spec §4); a wrong one says how many tries are left. */
export async function submitValidationAnswer(value: string): Promise<ValidationAnswer> {
  const payload = await postRaw('/api/fraud/attemps', { value });
  if (returnFlag(payload)) return { ok: true };
  const { message } = failureOf(payload);
  const { attempts_left } = validate(payload, type({ attempts_left: number() }));
  return { ok: false, message, attemptsLeft: attempts_left };
}
