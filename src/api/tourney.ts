import { askOrThrow } from './http';
import { tourneyBoard, tourneyCurrent, tourneyLast } from '@common/api/community.calls';
export type { Tourney, TourneyReward, Board, BoardRow } from '@common/api/tourney';
export { TourneySchema, TourneyListSchema, BoardSchema } from '@common/api/tourney';

// Spec §7 News/tournaments: /api/tourney/current, /api/tourney/last, /api/tourney/get {id}.




export function fetchCurrentTourneys(signal?: AbortSignal) {
  return askOrThrow(tourneyCurrent, {}, { signal });
}

export function fetchLastTourneys(signal?: AbortSignal) {
  return askOrThrow(tourneyLast, {}, { signal });
}

export function fetchBoard(id: number, signal?: AbortSignal) {
  return askOrThrow(tourneyBoard, { id }, { signal });
}
