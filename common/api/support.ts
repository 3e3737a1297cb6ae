import { array, nullable, number, string, type, type Infer } from 'superstruct';

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


