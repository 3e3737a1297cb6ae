import { array, nullable, number, string, type, type Infer } from 'superstruct';
import { EmptyReply, MessageReply, NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';

// Support tickets, call-back and the contact form (server/support). Ticket forms are multipart: the `file` parts
// are checked by the route (count, size, type), the text parts here.

// Replies read by src/api/support.ts.
export const Named = type({ id: number(), title: string() });
export const Catalogue = type({ departments: array(Named), priorities: array(Named), statuses: array(Named) });
export const TicketSummarySchema = type({
  id: number(),
  subject: string(),
  department_id: number(),
  priority_id: number(),
  status_id: number(),
  created_at: number(),
  updated_at: number(),
});
export const Attachment = type({ id: number(), name: string(), size: number(), mime: string() });
export const Post = type({ id: number(), author: string(), agent: nullable(string()), content: string(), created_at: number(), attachments: array(Attachment) });
export const TicketListSchema = type({ list: array(TicketSummarySchema) });
export const CatalogueSchema = Catalogue;
export const TicketView = type({ ticket: TicketSummarySchema, posts: array(Post) });
export const TicketReply = type({ ticket: TicketSummarySchema });
export type SupportCatalogue = Infer<typeof Catalogue>;
export type TicketSummary = Infer<typeof TicketSummarySchema>;
export type TicketPost = Infer<typeof Post>;
export type TicketAttachment = Infer<typeof Attachment>;
export type TicketConversation = Infer<typeof TicketView>;

export const CallReply = type({ id: number(), phone: string() });

export const supportCalls = [
  call('POST', '/api/kayako/init', NO_INPUT, Catalogue),
  call('POST', '/api/kayako/list', NO_INPUT, TicketListSchema),
  call('POST', '/api/kayako/form', type({ department: id(), priority: id(), subject: text(1_000), content: text(20_000) }), TicketReply),
  call('POST', '/api/kayako/ticket', type({ id: id() }), TicketView),
  call('POST', '/api/kayako/show', type({ id: id(), after: id() }), TicketView),
  call('POST', '/api/kayako/post', type({ id: id(), content: text(20_000) }), TicketReply),
  call('POST', '/api/kayako/close', type({ id: id() }), TicketReply),
  call('POST', '/api/kayako/drop', type({ id: id() }), EmptyReply),
  call('GET', '/api/kayako/att', null),
  call('POST', '/api/call', type({ phone: text(40) }), CallReply),
  call('POST', '/api/contacts', type({ name: text(200), email: text(320), phone: text(40), message: text(20_000) }), MessageReply),
];
