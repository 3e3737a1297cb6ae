import type { AccountRow, AccountType, UserRow, YesNo } from '../db/schema.ts';
import { formatAmount } from '../lib/money.ts';

/** The User of server/API.md, exactly as it goes on the wire. */
export type UserDto = {
  email: string;
  login: string;
  country: string;
  currency: string;
  firstName: string;
  lastName: string;
  phone: string;
  regTime: number;
  userId: number;
  affsId: number | null;
  comments: string;
  cascade: string;
  balances: BalanceDto[];
  current_accountId: number;
  /** The account fixed (exchange) mode runs on; the current account until the trader picks one. */
  exchange_accountId: number;
  available: string;
  verification: string;
  verification_type: string;
  depositsTotal: string;
  status: string;
  doCard: string;
  cardRisk: string;
  entro_pin: string;
  md: string;
  mdps: string;
  btc_deposit: string;
  tr_success: YesNo;
  tr_validate: YesNo;
  tr_attemps: number;
  wd_methods: string;
  bonus_summ: string;
  min_deposit: string;
  last_count: number;
  iq_start: string;
  vload: string;
  fillCard: string;
  trigger_new: string;
};

export type BalanceDto = {
  accountId: number;
  accountGroup: string;
  amount: string;
  netAmount: string;
  currency: string;
  type: AccountType;
};

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
