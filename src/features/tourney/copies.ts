import { array, is, type } from 'superstruct';
import { type Board, BoardSchema, type Tourney, TourneySchema } from '@/api/tourney';

// The tournament screen's last copies (src/db/lastCopy.ts): both lists in one, and each board read, by id.

export const LISTS_COPY_KEY = 'tourney.lists';
export const boardCopyKey = (id: number) => `tourney.board.${id}`;

export type TourneyLists = { current: Tourney[]; last: Tourney[] };
const ListsSchema = type({ current: array(TourneySchema), last: array(TourneySchema) });

/** A stored copy re-checked against today's shapes (an older build's copy counts as none). */
export const parseLists = (value: unknown): TourneyLists | null => (is(value, ListsSchema) ? value : null);
export const parseBoard = (value: unknown): Board | null => (is(value, BoardSchema) ? value : null);
