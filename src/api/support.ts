import { post, postForm, postOrThrow } from './http';
import { Catalogue, TicketListSchema, TicketReply, TicketView } from '@common/api/support';
import { EmptyReply } from '@common/api/route';
export type { SupportCatalogue, TicketSummary, TicketPost, TicketAttachment, TicketConversation } from '@common/api/support';
export { TicketSummarySchema, TicketListSchema, CatalogueSchema } from '@common/api/support';

// Spec §7 Support: /api/kayako/* (server/API.md "Support tickets").




export function fetchSupportCatalogue(signal?: AbortSignal) {
  return postOrThrow('/api/kayako/init', {}, Catalogue, signal);
}

export function fetchTickets(signal?: AbortSignal) {
  return postOrThrow('/api/kayako/list', {}, TicketListSchema, signal);
}

/** POST /api/kayako/form (multipart: department, priority, subject, content, file…). */
export function createTicket(form: FormData) {
  return postForm('/api/kayako/form', form, TicketReply);
}

/** The ticket with its whole conversation. */
export function fetchTicket(id: number, signal?: AbortSignal) {
  return postOrThrow('/api/kayako/ticket', { id }, TicketView, signal);
}

/** The ticket's state and the posts after `after` (the open view's 3.5 s refresh). */
export function fetchTicketPosts(id: number, after: number, signal?: AbortSignal) {
  return postOrThrow('/api/kayako/show', { id, after }, TicketView, signal);
}

/** POST /api/kayako/post (multipart: id, content, file…); the reply reopens the ticket. */
export function replyToTicket(form: FormData) {
  return postForm('/api/kayako/post', form, TicketReply);
}

export function closeTicket(id: number) {
  return post('/api/kayako/close', { id }, TicketReply);
}

export function dropTicket(id: number) {
  return post('/api/kayako/drop', { id }, EmptyReply);
}

/** GET /api/kayako/att?id= — a link the browser follows (owner only). */
export function attachmentUrl(id: number): string {
  return `/api/kayako/att?id=${id}`;
}
