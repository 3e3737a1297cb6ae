import { TICKET_REFRESH_MS } from '@common/support';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { closeTicket, dropTicket, fetchTicket, fetchTicketPosts, fetchTickets, replyToTicket } from '@/api/support';
import { isApiError, type Failure } from '@/api/http';
import { saveLastCopy } from '@/db/lastCopy';
import { initialTicketState, refreshAfter, ticketReducer } from './ticket.machine';
import { TICKETS_COPY_KEY } from './rules';

/** The server's "Ticket not found" (someone else's, or dropped in another tab). */
function isMissing(error: unknown): boolean {
  return isApiError(error, 'http') && (error.status === 404 || error.code === 'not_found');
}

/** After a change the list's last copy is refreshed at once, not at the poller's next beat. */
export function refreshTicketList(): void {
  void fetchTickets()
    .then((reply) => saveLastCopy(TICKETS_COPY_KEY, reply))
    .catch(() => undefined);
}

/**
 * Runs the ticket view machine's effects: the first load, the 3.5 s refresh while the page is visible and online
 * (spec §9; it stops when hidden, so a background tab asks nothing), reply, close and drop.
 */
export function useTicket(id: number) {
  const [state, dispatch] = useReducer(ticketReducer, initialTicketState);
  // The latest state for the timer and the async handlers (they outlive the render that made them).
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    const controller = new AbortController();
    fetchTicket(id, controller.signal)
      .then((conversation) => dispatch({ type: 'loaded', conversation }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'load_failed', missing: isMissing(error) });
      });
    return () => controller.abort();
  }, [id]);

  const ready = state.tag === 'ready';
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    let busy = false;
    const tick = () => {
      if (busy || document.visibilityState !== 'visible' || !navigator.onLine) return;
      busy = true;
      fetchTicketPosts(id, refreshAfter(stateRef.current), controller.signal)
        .then((conversation) => dispatch({ type: 'refreshed', conversation }))
        .catch((error: unknown) => {
          if (isMissing(error)) dispatch({ type: 'load_failed', missing: true });
        })
        .finally(() => {
          busy = false;
        });
    };
    const timer = setInterval(tick, TICKET_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [id, ready]);

  /** Sends a reply; answers the failure (for the form to show) or null. */
  const reply = useCallback(
    async (form: FormData): Promise<Failure | null> => {
      dispatch({ type: 'reply_started' });
      try {
        const result = await replyToTicket(form);
        if (!result.ok) {
          dispatch({ type: 'reply_failed' });
          return result;
        }
        const fresh = await fetchTicketPosts(id, refreshAfter(stateRef.current)).catch(() => null);
        dispatch({ type: 'reply_done', ticket: result.value.ticket, posts: fresh?.posts ?? [] });
        refreshTicketList();
        return null;
      } catch (error) {
        dispatch({ type: 'reply_failed' });
        throw error;
      }
    },
    [id],
  );

  const confirm = useCallback(async () => {
    const current = stateRef.current;
    if (current.tag !== 'ready') return;
    const closing = current.action === 'confirm_close';
    dispatch({ type: 'confirmed' });
    try {
      if (closing) {
        const result = await closeTicket(id);
        dispatch(result.ok ? { type: 'closed', ticket: result.value.ticket } : { type: 'action_failed' });
      } else {
        const result = await dropTicket(id);
        dispatch(result.ok ? { type: 'dropped' } : { type: 'action_failed' });
      }
      refreshTicketList();
    } catch {
      dispatch({ type: 'action_failed' });
    }
  }, [id]);

  return { state, dispatch, reply, confirm };
}
