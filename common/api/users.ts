import { array, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';

// The trader, the accounts and the account area (server/users).

// Replies read by src/api/user.ts.
export const Balance = type({
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
  /** A US resident's state (USPS code), '' elsewhere; absent from users stored on a device by older builds. */
  state: optional(string()),
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
export const UserReply = type({ user: UserSchema });

// Replies read by src/api/accounts.ts.
export const CreateReply = type({ message: string(), user: UserSchema });
export const SetReply = type({ user: UserSchema });
/** The practice account opened or reset: what happened, in the trader's words, and the refreshed user. */
export const PracticeReply = type({ message: string(), user: UserSchema });
export const ExchangeReply = type({ user: UserSchema, balances: array(type({ coin: string(), amount: string() })) });

