import { postOrThrow } from './http';
import { BoardSchema, TourneyListSchema } from '@common/api/tourney';
export type { Tourney, TourneyReward, Board, BoardRow } from '@common/api/tourney';
export { TourneySchema, TourneyListSchema, BoardSchema } from '@common/api/tourney';

// Spec §7 News/tournaments: /api/tourney/current, /api/tourney/last, /api/tourney/get {id}.




export function fetchCurrentTourneys(signal?: AbortSignal) {
  return postOrThrow('/api/tourney/current', {}, TourneyListSchema, signal);
}

export function fetchLastTourneys(signal?: AbortSignal) {
  return postOrThrow('/api/tourney/last', {}, TourneyListSchema, signal);
}

export function fetchBoard(id: number, signal?: AbortSignal) {
  return postOrThrow('/api/tourney/get', { id }, BoardSchema, signal);
}
