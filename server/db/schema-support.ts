import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './columns.ts';
import { userRef } from './schema.ts';

// The embedded helpdesk behind server/helpdesk (tickets, their posts, attachments) and call-back
// requests. Attachments live in the database so every server instance serves them (no shared disk).



export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    departmentId: smallint('department_id').notNull(),
    priorityId: smallint('priority_id').notNull(),
    statusId: smallint('status_id').notNull(),
    subject: text('subject').notNull(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId, t.updatedAt)],
);

export type PostAuthor = 'trader' | 'agent';

export const supportPosts = pgTable(
  'support_posts',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author').$type<PostAuthor>().notNull(),
    /** The agent's display name; null for the trader's own posts. */
    agentName: text('agent_name'),
    content: text('content').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('support_posts_ticket_idx').on(t.ticketId, t.id)],
);

export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => supportPosts.id, { onDelete: 'cascade' }),
    /** The owner, kept here so the download check is one indexed look-up. */
    userId: userRef(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('support_attachments_post_idx').on(t.postId)],
);

export const callRequests = pgTable(
  'call_requests',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    phone: text('phone').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('call_requests_user_idx').on(t.userId)],
);
