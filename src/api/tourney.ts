import { array, boolean, enums, literal, nullable, number, string, type, type Infer, union } from 'superstruct';
import { postOrThrow } from './http';

// Spec §7 News/tournaments: /api/tourney/current, /api/tourney/last, /api/tourney/get {id}.

export const TourneySchema = type({ id: number(), type: enums(['weekly', 'weekend']), date_start: number(), date_end: number(), closed: boolean() });
export const TourneyListSchema = type({ list: array(TourneySchema) });

const RewardSchema = union([type({ kind: enums(['cash', 'bonus']), usd: number() }), type({ kind: literal('prize'), name: string() }), type({ kind: literal('none') })]);
const BoardRowSchema = type({ place: number(), name: string(), profit: string(), trades: number(), reward: RewardSchema, me: boolean() });
export const BoardSchema = type({
  tourney: TourneySchema,
  rows: array(BoardRowSchema),
  me: nullable(type({ place: number(), profit: string(), trades: number() })),
  rewards: array(RewardSchema),
});

export type Tourney = Infer<typeof TourneySchema>;
export type TourneyReward = Infer<typeof RewardSchema>;
export type Board = Infer<typeof BoardSchema>;
export type BoardRow = Infer<typeof BoardRowSchema>;

export function fetchCurrentTourneys(signal?: AbortSignal) {
  return postOrThrow('/api/tourney/current', {}, TourneyListSchema, signal);
}

export function fetchLastTourneys(signal?: AbortSignal) {
  return postOrThrow('/api/tourney/last', {}, TourneyListSchema, signal);
}

export function fetchBoard(id: number, signal?: AbortSignal) {
  return postOrThrow('/api/tourney/get', { id }, BoardSchema, signal);
}
