// Tournaments (spec §3 Tournament list item, §4 Weekend window, §9 rewards): the windows and reward tables both
// the client and the reference server use. Pure TS on UTC dates (the server clock), no framework imports.

export type TourneyType = 'weekly' | 'weekend';

export type TourneyWindow = { readonly type: TourneyType; readonly start: Date; readonly end: Date };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Spec §4: day 5 (Friday) from hour 21, all of day 6, day 0 (Sunday) before hour 21. */
export function isWeekendWindow(at: Date): boolean {
  const day = at.getUTCDay();
  const hour = at.getUTCHours();
  return (day === 5 && hour >= 21) || day === 6 || (day === 0 && hour < 21);
}

const startOfUtcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** The weekly window holding `at`: Monday 00:00 up to the next Monday 00:00 (UTC). */
export function weeklyWindow(at: Date): TourneyWindow {
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const start = startOfUtcDay(at) - daysSinceMonday * DAY;
  return { type: 'weekly', start: new Date(start), end: new Date(start + 7 * DAY) };
}

/** The weekend window holding `at` (Friday 21:00 to Sunday 21:00, 48 h), or null outside it. */
export function weekendWindow(at: Date): TourneyWindow | null {
  if (!isWeekendWindow(at)) return null;
  const daysSinceFriday = (at.getUTCDay() + 2) % 7; // Fri 0, Sat 1, Sun 2
  let start = startOfUtcDay(at) - daysSinceFriday * DAY + 21 * HOUR;
  if (start > at.getTime()) start -= 7 * DAY; // cannot happen inside the window; kept for safety
  return { type: 'weekend', start: new Date(start), end: new Date(start + 2 * DAY) };
}

/** Every tournament running at `at`: the weekly one always, the weekend one inside its window. */
export function currentWindows(at: Date): TourneyWindow[] {
  const weekend = weekendWindow(at);
  return weekend ? [weeklyWindow(at), weekend] : [weeklyWindow(at)];
}

/** A key naming one weekend, e.g. for "show the weekend modal once per weekend". */
export function weekendKey(window: TourneyWindow): string {
  return window.start.toISOString().slice(0, 10);
}

/** Spec §9: the leaderboard shows 20 rows weekly, 10 otherwise. */
export function leaderboardSize(type: TourneyType): number {
  return type === 'weekly' ? 20 : 10;
}

/** Cash goes to the balance, a bonus to the bonus balance, a prize is delivered by the team. Amounts in USD. */
export type Reward = { readonly kind: 'cash'; readonly usd: number } | { readonly kind: 'bonus'; readonly usd: number } | { readonly kind: 'prize'; readonly name: string };

const cash = (usd: number): Reward => ({ kind: 'cash', usd });
const bonus = (usd: number): Reward => ({ kind: 'bonus', usd });

/**
 * Spec §9 weekly: 10000 $, 5000 $, 3000 $, 2000 $, IPhone 10, then bonuses 1000 down to 100. Places 6–15 step
 * down by 100 and places 16–20 keep the last step (100), so all 20 rows win something.
 */
const WEEKLY: readonly Reward[] = [
  cash(10_000),
  cash(5_000),
  cash(3_000),
  cash(2_000),
  { kind: 'prize', name: 'IPhone 10' },
  ...Array.from({ length: 15 }, (_, index) => bonus(Math.max(100, 1000 - index * 100))),
];

/** Spec §9 weekend: 5000 $, 3000 $, 2000 $, then bonuses 1000, 500, 250; places 7–10 keep the last step (250). */
const WEEKEND: readonly Reward[] = [cash(5_000), cash(3_000), cash(2_000), bonus(1_000), bonus(500), ...Array.from({ length: 5 }, () => bonus(250))];

/** The most a tournament pays a place, in whole USD (its first place's cash): "win up to $5,000.00". */
export function topPrizeUsd(type: TourneyType): number {
  return rewardTable(type).reduce((most, reward) => (reward.kind === 'cash' && reward.usd > most ? reward.usd : most), 0);
}

export function rewardTable(type: TourneyType): readonly Reward[] {
  return type === 'weekly' ? WEEKLY : WEEKEND;
}

/** The reward of a place (1-based), or null past the table. */
export function rewardFor(type: TourneyType, place: number): Reward | null {
  return rewardTable(type)[place - 1] ?? null;
}

/**
 * What it takes to hold a paid place: enough trades and enough traded (stakes, in USD), so that a single small lucky
 * trade cannot take a prize meant for the week's traders. The board shows the rule beside the places.
 */
export type TourneyRules = { readonly minTrades: number; readonly minTurnoverUsd: number };

export const TOURNEY_RULES: Readonly<Record<TourneyType, TourneyRules>> = {
  weekly: { minTrades: 10, minTurnoverUsd: 500 },
  weekend: { minTrades: 5, minTurnoverUsd: 250 },
};

/** Does a trader with `trades` settled trades and `turnoverCents` staked (USD cents) qualify for a place? */
export function qualifies(type: TourneyType, trades: number, turnoverCents: bigint): boolean {
  const rules = TOURNEY_RULES[type];
  return trades >= rules.minTrades && turnoverCents >= BigInt(rules.minTurnoverUsd) * 100n;
}

/** A place wins its reward only with a profit above zero: a losing week earns no prize however few traded. */
export function earnsReward(profitMinorUnits: bigint): boolean {
  return profitMinorUnits > 0n;
}
