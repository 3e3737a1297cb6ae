import type { TicketConversation, TicketPost, TicketSummary } from '@/api/support';
import { lastPostId, mergePosts } from './rules';

/*
 * The open ticket view (spec §2, §4): load, refresh every 3.5 s while visible, reply (reopens), close after a
 * confirmation, drop after a confirmation. Pure: the hook runs the calls and feeds their outcomes back.
 */

export type TicketAction = 'idle' | 'replying' | 'confirm_close' | 'closing' | 'confirm_drop' | 'dropping';

export type TicketViewState =
  | { tag: 'loading' }
  | { tag: 'missing' }
  | { tag: 'failed' }
  | { tag: 'ready'; ticket: TicketSummary; posts: TicketPost[]; action: TicketAction; error: 'close' | 'drop' | null }
  | { tag: 'dropped' };

export type TicketEvent =
  | { type: 'loaded'; conversation: TicketConversation }
  | { type: 'load_failed'; missing: boolean }
  | { type: 'refreshed'; conversation: TicketConversation }
  | { type: 'reply_started' }
  | { type: 'reply_done'; ticket: TicketSummary; posts: TicketPost[] }
  | { type: 'reply_failed' }
  | { type: 'ask_close' }
  | { type: 'ask_drop' }
  | { type: 'cancel' }
  | { type: 'confirmed' }
  | { type: 'closed'; ticket: TicketSummary }
  | { type: 'dropped' }
  | { type: 'action_failed' };

export const initialTicketState: TicketViewState = { tag: 'loading' };

export function ticketReducer(state: TicketViewState, event: TicketEvent): TicketViewState {
  switch (event.type) {
    case 'loaded':
      return { tag: 'ready', ticket: event.conversation.ticket, posts: mergePosts([], event.conversation.posts), action: 'idle', error: null };
    case 'load_failed':
      // A refresh that fails keeps what is shown; only a first load turns into an error state.
      if (state.tag === 'ready') return event.missing ? { tag: 'missing' } : state;
      return event.missing ? { tag: 'missing' } : { tag: 'failed' };
    case 'refreshed':
      if (state.tag !== 'ready') return state;
      return { ...state, ticket: event.conversation.ticket, posts: mergePosts(state.posts, event.conversation.posts) };
    case 'reply_started':
      return state.tag === 'ready' && state.action === 'idle' ? { ...state, action: 'replying', error: null } : state;
    case 'reply_done':
      return state.tag === 'ready' ? { ...state, ticket: event.ticket, posts: mergePosts(state.posts, event.posts), action: 'idle' } : state;
    case 'reply_failed':
      return state.tag === 'ready' ? { ...state, action: 'idle' } : state;
    case 'ask_close':
      return state.tag === 'ready' && state.action === 'idle' ? { ...state, action: 'confirm_close', error: null } : state;
    case 'ask_drop':
      return state.tag === 'ready' && state.action === 'idle' ? { ...state, action: 'confirm_drop', error: null } : state;
    case 'cancel':
      return state.tag === 'ready' && (state.action === 'confirm_close' || state.action === 'confirm_drop') ? { ...state, action: 'idle' } : state;
    case 'confirmed':
      if (state.tag !== 'ready') return state;
      if (state.action === 'confirm_close') return { ...state, action: 'closing' };
      if (state.action === 'confirm_drop') return { ...state, action: 'dropping' };
      return state;
    case 'closed':
      return state.tag === 'ready' ? { ...state, ticket: event.ticket, action: 'idle', error: null } : state;
    case 'dropped':
      return { tag: 'dropped' };
    case 'action_failed':
      if (state.tag !== 'ready') return state;
      if (state.action === 'closing') return { ...state, action: 'idle', error: 'close' };
      if (state.action === 'dropping') return { ...state, action: 'idle', error: 'drop' };
      return state;
  }
}

/** The post id the next refresh asks after. */
export function refreshAfter(state: TicketViewState): number {
  return state.tag === 'ready' ? lastPostId(state.posts) : 0;
}
