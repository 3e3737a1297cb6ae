import { array, boolean, enums, literal, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

// Replies read by src/api/tourney.ts (server/API.md, section `community`).
export const TourneySchema = type({ id: number(), type: enums(['weekly', 'weekend']), date_start: number(), date_end: number(), closed: boolean() });
/** `now`: the server clock (the running list's countdowns start from it). */
export const TourneyListSchema = type({ list: array(TourneySchema), now: optional(number()) });
export const RewardSchema = union([type({ kind: enums(['cash', 'bonus']), usd: number() }), type({ kind: literal('prize'), name: string() }), type({ kind: literal('none') })]);
export const BoardRowSchema = type({ place: number(), name: string(), profit: string(), trades: number(), reward: RewardSchema, me: boolean() });
export const BoardSchema = type({
  tourney: TourneySchema,
  rows: array(BoardRowSchema),
  /** `place` null: not qualified for a place yet (see `rules`); `turnover` what the trades staked, in USD ('' on a closed board). */
  me: nullable(type({ place: nullable(number()), profit: string(), trades: number(), turnover: optional(string()), qualified: optional(boolean()) })),
  rewards: array(RewardSchema),
  /** What a paid place takes: at least this many settled trades and this much staked (USD). */
  rules: optional(type({ min_trades: number(), min_turnover_usd: number() })),
});
export type Tourney = Infer<typeof TourneySchema>;
export type TourneyReward = Infer<typeof RewardSchema>;
export type Board = Infer<typeof BoardSchema>;
export type BoardRow = Infer<typeof BoardRowSchema>;
