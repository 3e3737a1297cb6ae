import type { Infer } from 'superstruct';
import type { Balance, UserSchema } from '../../common/api/users.ts';
import type { AccountRow, UserRow } from '../db/schema.ts';
import { formatAmount } from '../lib/money.ts';

/** The User and its balances exactly as they go on the wire: the types of the schemas the client checks them with. */
export type UserDto = Infer<typeof UserSchema>;
export type BalanceDto = Infer<typeof Balance>;

export function toBalanceDto(account: AccountRow): BalanceDto {
  return {
    accountId: account.id,
    accountGroup: account.accountGroup,
    amount: formatAmount(account.amount, account.currency),
    netAmount: formatAmount(account.netAmount, account.currency),
    currency: account.currency,
    type: account.type,
  };
}

/** The current account, or the first one when the pointer is unset (a user always has at least one). */
export function currentAccount(user: UserRow, accounts: readonly AccountRow[]): AccountRow | null {
  return accounts.find((account) => account.id === user.currentAccountId) ?? accounts[0] ?? null;
}

export function availableOf(user: UserRow, accounts: readonly AccountRow[]): string {
  const account = currentAccount(user, accounts);
  return account ? formatAmount(account.amount, account.currency) : formatAmount('0', user.currency);
}

/**
 * `minDeposit` is the effective minimum for the current account's currency (users/min-deposit.ts), never the raw
 * column: the page's slider must start where the pay calls refuse.
 */
export function toUserDto(user: UserRow, accounts: readonly AccountRow[], minDeposit: bigint): UserDto {
  const current = currentAccount(user, accounts);
  return {
    email: user.email,
    login: user.email,
    country: user.country,
    state: user.state,
    currency: user.currency,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: `+${user.phonePrefix}${user.phone}`,
    regTime: user.regTime.getTime(),
    userId: user.id,
    affsId: user.affsId,
    comments: user.comments,
    cascade: user.cascade,
    balances: accounts.map(toBalanceDto),
    current_accountId: current?.id ?? 0,
    exchange_accountId: (accounts.find((account) => account.id === user.exchangeAccountId) ?? current)?.id ?? 0,
    available: availableOf(user, accounts),
    verification: user.verification,
    verification_type: user.verificationType,
    depositsTotal: formatAmount(user.depositsTotal, user.currency),
    status: user.status,
    doCard: user.doCard,
    cardRisk: user.cardRisk,
    entro_pin: user.entroPin,
    md: user.md,
    mdps: user.mdps,
    btc_deposit: user.btcDeposit,
    tr_success: user.trSuccess,
    tr_validate: user.trValidate,
    tr_attemps: user.trAttemps,
    wd_methods: user.wdMethods,
    bonus_summ: formatAmount(user.bonusSumm, user.currency),
    min_deposit: formatAmount(minDeposit.toString(), current?.currency ?? user.currency),
    last_count: user.lastCount,
    iq_start: user.iqStart,
    vload: user.vload,
    fillCard: user.fillCard,
    trigger_new: user.triggerNew,
  };
}
