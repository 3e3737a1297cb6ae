import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// What the ledger promises, checked against the database: every balance equals the sum of its rows and the
// balance its newest row left; rows taken in order add up to each row's balance_after; nothing is below zero.
// The concurrency suite runs it after each round; a back office can run it at any time.

export type Violation = { check: string; holder: string; detail: string };

type Row = { check: string; holder: string; detail: string };

/** Every broken promise, or none. Reads only; safe on a live database (a snapshot per statement). */
export async function ledgerViolations(db: Db): Promise<Violation[]> {
  const checks = [
    // A balance and the sum of its rows, and the balance its newest row left.
    sql`select 'account sum' as "check", 'account ' || a.id as holder, a.amount::text || ' <> ' || coalesce(s.total, 0)::text as detail
        from accounts a left join (select account_id, sum(amount) as total from account_transactions where book = 'account' group by account_id) s on s.account_id = a.id
        where a.amount <> coalesce(s.total, 0) or a.amount <> a.net_amount`,
    sql`select 'bonus sum' as "check", 'user ' || u.id as holder, u.bonus_summ::text || ' <> ' || coalesce(s.total, 0)::text as detail
        from users u left join (select user_id, sum(amount) as total from account_transactions where book = 'bonus' group by user_id) s on s.user_id = u.id
        where u.bonus_summ <> coalesce(s.total, 0)`,
    sql`select 'exchange sum' as "check", 'user ' || coalesce(e.user_id, s.user_id) || ' ' || coalesce(e.coin, s.currency) as holder,
          coalesce(e.amount, 0)::text || ' <> ' || coalesce(s.total, 0)::text as detail
        from exchange_balances e full join (select user_id, currency, sum(amount) as total from account_transactions where book = 'exchange' group by user_id, currency) s
          on s.user_id = e.user_id and s.currency = e.coin
        where coalesce(e.amount, 0) <> coalesce(s.total, 0)`,
    sql`select 'affiliate sum' as "check", 'user ' || coalesce(b.user_id, s.user_id) as holder, coalesce(b.balance, 0)::text || ' <> ' || coalesce(s.total, 0)::text as detail
        from affiliate_balances b full join (select user_id, sum(amount) as total from account_transactions where book = 'affiliate' group by user_id) s on s.user_id = b.user_id
        where coalesce(b.balance, 0) <> coalesce(s.total, 0)`,
    // Rows in the order they were written add up to each one's balance_after (per balance). Rows from before the
    // ledger (no move key; the migration gave them their balances by date) come first, in date order.
    sql`select 'running balance' as "check", book || ' ' || holder_key as holder, 'row ' || id || ': ' || balance_after::text || ' <> ' || running::text as detail
        from (
          select id, book, balance_after,
            case when book = 'account' then account_id::text when book = 'exchange' then user_id || ' ' || currency else user_id::text end as holder_key,
            sum(amount) over (
              partition by book, case when book = 'account' then account_id::text when book = 'exchange' then user_id || ' ' || currency else user_id::text end
              order by move_key <> '', case when move_key = '' then executed_at end, id
            ) as running
          from account_transactions
        ) r
        where balance_after <> running`,
    sql`select 'below zero' as "check", 'account ' || id as holder, amount::text as detail from accounts where amount < 0
        union all select 'below zero', 'bonus of user ' || id, bonus_summ::text from users where bonus_summ < 0
        union all select 'below zero', 'exchange ' || user_id || ' ' || coin, amount::text from exchange_balances where amount < 0
        union all select 'below zero', 'affiliate ' || user_id, balance::text from affiliate_balances where balance < 0
        union all select 'below zero', book || ' row ' || id, balance_after::text from account_transactions where balance_after < 0`,
  ];
  const found: Violation[] = [];
  for (const check of checks) {
    const result = await db.execute(check);
    found.push(...rowsOf(result).map((row) => ({ check: String(row.check), holder: String(row.holder), detail: String(row.detail) })));
  }
  return found;
}

/**
 * postgres-js answers an array of rows, PGlite an object with `rows`. Any other shape (a driver upgrade, another
 * driver) throws: read as "no rows", it would make every check pass without having looked.
 */
export function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as Row[];
  throw new Error(`ledger invariants: the driver answered a result of unknown shape (${describe(result)}); the checks cannot be read`);
}

function describe(value: unknown): string {
  if (value === null || typeof value !== 'object') return typeof value;
  return `an object with ${Object.keys(value).slice(0, 5).join(', ') || 'no keys'}`;
}
