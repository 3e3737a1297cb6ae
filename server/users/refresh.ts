import { eq, getTableColumns, sql } from 'drizzle-orm';
import { preparedFor } from '../db/prepared.ts';
import { type AccountRow, users } from '../db/schema.ts';
import { type Market, settleDue } from '../platform/trading.ts';
import { currentAccount, toUserDto, type UserDto } from './dto.ts';
import { type MinDepositRule, minimumFrom } from './min-deposit.ts';
import { findUserById, userDtoOf } from './repo.ts';

// The user refresh every signed-in tab makes every 90 s (POST /api/fraud/user) is the heaviest steady call: it was
// five queries (due trades, user, accounts, every minimum-deposit rule). Here it is one, prepared once per database:
// the user row with its accounts, the rules that could apply to it, and whether a trade is past its expiry. Money
// travels as text inside the JSON (a JSON number would become a float).

type RuleJson = Pick<MinDepositRule, 'kind' | 'match' | 'currency' | 'amount'>;
type AccountJson = { id: number; group: string; type: AccountRow['type']; currency: string; amount: string; net: string; created: string };

const userRefresh = preparedFor((db) => {
  const user = sql.placeholder('userId');
  return db
    .select({
      ...getTableColumns(users),
      accountsJson: sql<AccountJson[] | null>`(select json_agg(json_build_object('id', a.id, 'group', a.account_group, 'type', a.type,
        'currency', a.currency, 'amount', a.amount::text, 'net', a.net_amount::text, 'created', a.created_at) order by a.id)
        from accounts a where a.user_id = ${user})`,
      rulesJson: sql<RuleJson[] | null>`(select json_agg(json_build_object('kind', r.kind, 'match', r.match, 'currency', r.currency, 'amount', r.amount::text))
        from min_deposit_rules r where (r.kind = 'user' and r.match = ${user}::text) or r.kind = 'comment'
        or (r.kind = 'affiliate' and r.match = ${users.affsId}::text) or (r.kind = 'country' and r.match = ${users.country}))`,
      tradeDue: sql<boolean>`exists(select 1 from trade_orders o where o.user_id = ${user} and o.status = 'open'
        and o.expiry_time <= ${sql.placeholder('now')}::timestamptz)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_refresh');
});

function accountOf(userId: number, json: AccountJson): AccountRow {
  return { id: json.id, userId, accountGroup: json.group, type: json.type, currency: json.currency, amount: json.amount, netAmount: json.net, createdAt: new Date(json.created) };
}

/** The user as /api/fraud/user answers it, trades past their expiry settled first; null when the user is gone. */
export async function refreshUserDto(market: Market, userId: number, now: Date): Promise<UserDto | null> {
  const { db } = market;
  const [row] = await userRefresh(db).execute({ userId, now: now.toISOString() });
  if (!row) return null;
  if (row.tradeDue) {
    // Rare: a trade expired since the settler's last sweep (a second at most). Settle it, then read the new balance.
    await settleDue(market, userId, now);
    const user = await findUserById(db, userId);
    return user ? userDtoOf(db, user) : null;
  }
  const { accountsJson, rulesJson, tradeDue: _due, ...user } = row;
  const owned = (accountsJson ?? []).map((json) => accountOf(userId, json));
  const currency = currentAccount(user, owned)?.currency ?? user.currency;
  return toUserDto(user, owned, minimumFrom(rulesJson ?? [], user, currency));
}
