// The helpdesk seam: /api/kayako/* and the sandbox talk only to this interface, so a real helpdesk
// (Kayako, Zendesk…) can replace the embedded one in server/helpdesk/embedded.ts without touching the routes.

export type Named = { readonly id: number; readonly title: string };

export type HelpdeskCatalogue = { departments: readonly Named[]; priorities: readonly Named[]; statuses: readonly Named[] };

export type TicketSummary = {
  id: number;
  subject: string;
  department_id: number;
  priority_id: number;
  status_id: number;
  created_at: number;
  updated_at: number;
};

export type AttachmentInfo = { id: number; name: string; size: number; mime: string };

export type TicketPost = {
  id: number;
  author: 'trader' | 'agent';
  /** The agent's name; null on the trader's own posts. */
  agent: string | null;
  content: string;
  created_at: number;
  attachments: AttachmentInfo[];
};

/** A file the route has already checked (type by bytes, size). */
export type NewAttachment = { name: string; mime: string; data: Uint8Array };

export type NewTicket = { department_id: number; priority_id: number; subject: string; content: string; files: readonly NewAttachment[] };

export type AttachmentFile = AttachmentInfo & { data: Uint8Array };

/**
 * Every call names the trader; a ticket or attachment of someone else answers null (the routes then say "not
 * found", never "forbidden", so ids cannot be probed).
 */
export type Helpdesk = {
  catalogue(lang: 'en' | 'ru'): HelpdeskCatalogue;
  list(userId: number): Promise<TicketSummary[]>;
  create(userId: number, ticket: NewTicket, now: Date): Promise<TicketSummary>;
  ticket(userId: number, ticketId: number): Promise<{ ticket: TicketSummary; posts: TicketPost[] } | null>;
  /** Posts after `afterPostId` and the ticket's current state: what an open view needs every 3.5 s. */
  postsAfter(userId: number, ticketId: number, afterPostId: number): Promise<{ ticket: TicketSummary; posts: TicketPost[] } | null>;
  /** The trader's reply; it reopens the ticket (spec §4). */
  reply(userId: number, ticketId: number, content: string, files: readonly NewAttachment[], now: Date): Promise<TicketSummary | null>;
  close(userId: number, ticketId: number, now: Date): Promise<TicketSummary | null>;
  /** Removes the ticket, its posts and files. */
  drop(userId: number, ticketId: number): Promise<boolean>;
  attachment(userId: number, attachmentId: number): Promise<AttachmentFile | null>;
  /** An agent's answer (the sandbox control; a real helpdesk would call a webhook). Answers the ticket's owner too. */
  agentReply(ticketId: number, agent: string, content: string, now: Date): Promise<{ userId: number; ticket: TicketSummary } | null>;
};
