import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { affiliateBalances, affiliateClicks, affiliateCommissions, affiliateLinks, affiliateReferrals } from '../db/schema-community.ts';
import { formatAmount } from '../lib/money.ts';

// What the affiliate page shows of each link: clicks, registrations through it, the referred traders' approved
// deposits and the commission they earned (held or released; a reversed one earned nothing), optionally inside a
// date range.

export type Range = { from: Date | null; to: Date | null };

export type LinkStats = {
  id: number;
  name: string;
  landing: string;
  code: string;
  created: number;
  clicks: number;
  registrations: number;
  deposits: number;
  /** USD. */
  commission: string;
};

function within(column: Parameters<typeof gte>[0], range: Range): SQL[] {
  return [...(range.from ? [gte(column, range.from)] : []), ...(range.to ? [lte(column, range.to)] : [])];
}

const countOf = (rows: readonly { linkId: number; n: number }[], id: number) => Number(rows.find((row) => row.linkId === id)?.n ?? 0);

export async function affiliateBalance(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ balance: affiliateBalances.balance }).from(affiliateBalances).where(eq(affiliateBalances.userId, userId));
  return formatAmount(row?.balance ?? '0', 'USD');
}

/** The trader's links with their figures (three grouped queries, whatever the number of links). */
export async function linkStats(db: Db, userId: number, range: Range): Promise<LinkStats[]> {
  const links = await db.select().from(affiliateLinks).where(eq(affiliateLinks.userId, userId)).orderBy(asc(affiliateLinks.id));
  if (links.length === 0) return [];
  const ids = links.map((link) => link.id);
  const [clicks, registrations, deposits] = await Promise.all([
    db
      .select({ linkId: affiliateClicks.linkId, n: count() })
      .from(affiliateClicks)
      .where(and(inArray(affiliateClicks.linkId, ids), ...within(affiliateClicks.at, range)))
      .groupBy(affiliateClicks.linkId),
    db
      .select({ linkId: affiliateReferrals.linkId, n: count() })
      .from(affiliateReferrals)
      .where(and(inArray(affiliateReferrals.linkId, ids), ...within(affiliateReferrals.at, range)))
      .groupBy(affiliateReferrals.linkId),
    db
      .select({ linkId: affiliateReferrals.linkId, n: count(), sum: sql<string>`coalesce(sum(${affiliateCommissions.amount}) filter (where ${affiliateCommissions.status} <> 'reversed'), 0)` })
      .from(affiliateCommissions)
      .innerJoin(affiliateReferrals, eq(affiliateReferrals.userId, affiliateCommissions.referralId))
      .where(and(eq(affiliateCommissions.affiliateId, userId), inArray(affiliateReferrals.linkId, ids), ...within(affiliateCommissions.at, range)))
      .groupBy(affiliateReferrals.linkId),
  ]);
  return links.map((link) => {
    const paid = deposits.find((row) => row.linkId === link.id);
    return {
      id: link.id,
      name: link.name,
      landing: link.landing,
      code: link.code,
      created: link.createdAt.getTime(),
      clicks: countOf(clicks, link.id),
      registrations: countOf(registrations, link.id),
      deposits: Number(paid?.n ?? 0),
      commission: formatAmount(paid?.sum ?? '0', 'USD'),
    };
  });
}
