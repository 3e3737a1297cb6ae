import { earnsReward, leaderboardSize, type Reward, rewardFor, TOURNEY_RULES } from '../../common/tourney.ts';
import type { Board } from '../../common/api/tourney.ts';
import type { TourneyRow } from '../db/schema-community.ts';
import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { formatAmount, formatMinorUnits } from '../lib/money.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import { storedBoard, tourneyById } from './queries.ts';
import { publicName, qualified, standings } from './standings.ts';
import { closeDue, ensureCurrent, lastClosed } from './windows.ts';

// Spec §7 News/tournaments: the running windows, the last closed ones, and one window's board. A read first closes
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

/** Closes what ended, then answers the windows running now (created on first sight). */
async function refresh(deps: Deps): Promise<TourneyRow[]> {
  const now = deps.clock.now();
  await closeDue(deps, now);
  return ensureCurrent(deps.db, now);
}

export async function runningTourneys(deps: Deps) {
  return { list: (await refresh(deps)).map(tourneyDto), now: deps.clock.now().getTime() };
}

export async function closedTourneys(deps: Deps) {
  await refresh(deps);
  return { list: (await lastClosed(deps.db)).map(tourneyDto) };
}

/** A closed window's stored board, as it was credited. */
async function closedBoard(deps: Deps, tourney: TourneyRow, me: number): Promise<BoardRow[]> {
  const rows = await storedBoard(deps.db, tourney.id);
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

/** One window's board, the trader's own line (`me`), the rewards by place and what a paid place takes. */
export async function tourneyBoard(deps: Deps, me: number, lang: Lang, id: number): Promise<Board | Refusal> {
  await refresh(deps);
  const tourney = await tourneyById(deps.db, id);
  if (!tourney) return refuse(t(lang, 'tourney.not_found'), { code: 'not_found', status: 404 });
  const size = leaderboardSize(tourney.type);
  let rows: BoardRow[];
  let mine: Board['me'] = null;
  if (tourney.settledAt) {
    rows = await closedBoard(deps, tourney, me);
    const own = rows.find((row) => row.me);
    mine = own ? { place: own.place, profit: own.profit, trades: own.trades, turnover: '', qualified: true } : null;
  } else {
    const all = await standings(deps.db, tourney.dateStart, tourney.dateEnd);
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
  return {
    tourney: tourneyDto(tourney),
    rows,
    me: mine,
    rewards: Array.from({ length: size }, (_, index) => rewardDto(rewardFor(tourney.type, index + 1))),
    rules: { min_trades: rules.minTrades, min_turnover_usd: rules.minTurnoverUsd },
  };
}
