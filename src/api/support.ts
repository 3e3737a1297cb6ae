import { ask, askOrThrow } from './http';
import { supportInit, ticketAttachment, ticketClose, ticketDrop, ticketForm, ticketList, ticketPost, ticketShow, ticketView } from '@common/api/support.calls';
import { pathOf } from '@common/api/route';
export type { SupportCatalogue, TicketSummary, TicketPost, TicketAttachment, TicketConversation } from '@common/api/support';
export { TicketSummarySchema, TicketListSchema, CatalogueSchema } from '@common/api/support';

// Spec §7 Support: /api/kayako/* (server/API.md "Support tickets").




export function fetchSupportCatalogue(signal?: AbortSignal) {
  return askOrThrow(supportInit, {}, { signal });
}

export function fetchTickets(signal?: AbortSignal) {
  return askOrThrow(ticketList, {}, { signal });
}

/** POST /api/kayako/form (multipart: department, priority, subject, content, file…). */
export function createTicket(form: FormData) {
  return ask(ticketForm, form);
}

/** The ticket with its whole conversation. */
export function fetchTicket(id: number, signal?: AbortSignal) {
  return askOrThrow(ticketView, { id }, { signal });
}

/** The ticket's state and the posts after `after` (the open view's 3.5 s refresh). */
export function fetchTicketPosts(id: number, after: number, signal?: AbortSignal) {
  return askOrThrow(ticketShow, { id, after }, { signal });
}

/** POST /api/kayako/post (multipart: id, content, file…); the reply reopens the ticket. */
export function replyToTicket(form: FormData) {
  return ask(ticketPost, form);
}

export function closeTicket(id: number) {
  return ask(ticketClose, { id });
}

export function dropTicket(id: number) {
  return ask(ticketDrop, { id });
}

/** GET /api/kayako/att?id= — a link the browser follows (owner only). */
export function attachmentUrl(id: number): string {
  return `${pathOf(ticketAttachment)}?id=${id}`;
}
