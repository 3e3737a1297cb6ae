import { asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { earnsReward, leaderboardSize, type Reward, rewardFor, TOURNEY_RULES } from '../../common/tourney.ts';
import type { Db } from '../db/client.ts';
import { type TourneyRow, tourneyResults, tourneys } from '../db/schema-community.ts';
import { users } from '../db/schema.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { formatAmount, formatMinorUnits } from '../lib/money.ts';
import { publicName, qualified, standings } from './standings.ts';
import { closeDue, ensureCurrent, lastClosed } from './windows.ts';
import { ok } from '../http/reply.ts';
import { TourneyListSchema } from '../../common/api/tourney.ts';
import { t } from '../i18n.ts';

// Spec §7 News/tournaments: /api/tourney/current, /api/tourney/last, /api/tourney/get {id}. A read first closes
// any window that ended (the sweep does too), so a leaderboard never shows a finished week as running.

type RewardDto = { kind: 'cash' | 'bonus'; usd: number } | { kind: 'prize'; name: string } | { kind: 'none' };

type BoardRow = { place: number; name: string; profit: string; trades: number; reward: RewardDto; me: boolean };

const tourneyDto = (row: TourneyRow) => ({
  id: row.id,
  type: row.type,
  date_start: row.dateStart.getTime(),
  date_end: row.dateEnd.getTime(),
  closed: row.settledAt !== null,
});

function rewardDto(reward: Reward | null): RewardDto {
  if (!reward) return { kind: 'none' };
  return reward.kind === 'prize' ? { kind: 'prize', name: reward.name } : { kind: reward.kind, usd: reward.usd };
}

/** A closed window's stored board, as it was credited. */
async function closedBoard(db: Db, tourney: TourneyRow, me: number): Promise<BoardRow[]> {
  const rows = await db
    .select({ result: tourneyResults, firstName: users.firstName, lastName: users.lastName })
    .from(tourneyResults)
    .innerJoin(users, eq(users.id, tourneyResults.userId))
    .where(eq(tourneyResults.tourneyId, tourney.id))
    .orderBy(asc(tourneyResults.place));
  return rows.map(({ result, firstName, lastName }) => ({
    place: result.place,
    name: publicName(firstName, lastName),
    // Stored as numeric(24, 8); shown by the one money rule, as the running board shows it.
    profit: formatAmount(result.profit, 'USD'),
    trades: result.trades,
    // What the place won as the table says (in USD); the notification named what was credited in which currency.
    reward: result.rewardKind === 'none' ? { kind: 'none' } : rewardDto(rewardFor(tourney.type, result.place)),
    me: result.userId === me,
  }));
}

const userOf = (c: Context<AppEnv>) => sessionUserId(c);

export function tourneyRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  const refresh = async () => {
    const now = clock.now();
    await closeDue(deps, now);
    return ensureCurrent(db, now);
  };

  app.post('/api/tourney/current', async (c) => ok(c, TourneyListSchema, { list: (await refresh()).map(tourneyDto), now: clock.now().getTime() }));

  app.post('/api/tourney/last', async (c) => {
    await refresh();
    return ok(c, TourneyListSchema, { list: (await lastClosed(db)).map(tourneyDto) });
  });

  app.post('/api/tourney/get', async (c) => {
    const raw = field(await readFields(c), 'id').trim();
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    await refresh();
    const [tourney] = await db.select().from(tourneys).where(eq(tourneys.id, id));
    if (!tourney) return c.json({ return: false, code: 'not_found', message: t(c.var.lang, 'tourney.not_found') }, 404);
    const me = userOf(c);
    const size = leaderboardSize(tourney.type);
    let rows: BoardRow[];
    let mine: { place: number | null; profit: string; trades: number; turnover: string; qualified: boolean } | null = null;
    if (tourney.settledAt) {
      rows = await closedBoard(db, tourney, me);
      const own = rows.find((row) => row.me);
      mine = own ? { place: own.place, profit: own.profit, trades: own.trades, turnover: '', qualified: true } : null;
    } else {
      const all = await standings(db, tourney.dateStart, tourney.dateEnd);
      // The board holds the traders who qualify for a place (enough trades and turnover); the others see their way there.
      const ranked = qualified(tourney.type, all);
      rows = ranked.slice(0, size).map((row, index) => ({
        place: index + 1,
        name: row.name,
        profit: formatMinorUnits(row.profit, 2),
        trades: row.trades,
        reward: rewardDto(earnsReward(row.profit) ? rewardFor(tourney.type, index + 1) : null),
        me: row.userId === me,
      }));
      // The trader's own place even below the board (a running window only: a closed one stored its board), or, not
      // qualified yet, what they have done so far.
      const own = all.find((row) => row.userId === me);
      const at = ranked.findIndex((row) => row.userId === me);
      mine = own ? { place: at < 0 ? null : at + 1, profit: formatMinorUnits(own.profit, 2), trades: own.trades, turnover: formatMinorUnits(own.turnover, 2), qualified: at >= 0 } : null;
    }
    const rules = TOURNEY_RULES[tourney.type];
    return c.json({
      return: true,
      tourney: tourneyDto(tourney),
      rows,
      me: mine,
      rewards: Array.from({ length: size }, (_, index) => rewardDto(rewardFor(tourney.type, index + 1))),
      rules: { min_trades: rules.minTrades, min_turnover_usd: rules.minTurnoverUsd },
    });
  });

  return app;
}
