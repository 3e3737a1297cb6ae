import { array, nullable, number, string, type, type Infer } from 'superstruct';
import { post, postForm, postOrThrow } from './http';

// Spec §7 Support: /api/kayako/* (server/API.md "Support tickets").

const Named = type({ id: number(), title: string() });
const Catalogue = type({ departments: array(Named), priorities: array(Named), statuses: array(Named) });

export const TicketSummarySchema = type({
  id: number(),
  subject: string(),
  department_id: number(),
  priority_id: number(),
  status_id: number(),
  created_at: number(),
  updated_at: number(),
});
const Attachment = type({ id: number(), name: string(), size: number(), mime: string() });
const Post = type({ id: number(), author: string(), agent: nullable(string()), content: string(), created_at: number(), attachments: array(Attachment) });
export const TicketListSchema = type({ list: array(TicketSummarySchema) });
export const CatalogueSchema = Catalogue;
const TicketView = type({ ticket: TicketSummarySchema, posts: array(Post) });
const TicketReply = type({ ticket: TicketSummarySchema });

export type SupportCatalogue = Infer<typeof Catalogue>;
export type TicketSummary = Infer<typeof TicketSummarySchema>;
export type TicketPost = Infer<typeof Post>;
export type TicketAttachment = Infer<typeof Attachment>;
export type TicketConversation = Infer<typeof TicketView>;

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
  return post('/api/kayako/drop', { id }, type({}));
}

/** GET /api/kayako/att?id= — a link the browser follows (owner only). */
export function attachmentUrl(id: number): string {
  return `/api/kayako/att?id=${id}`;
}
