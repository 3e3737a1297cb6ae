import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { statusAfterPost, TICKET_STATUS } from '../../common/support.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { supportAttachments, supportPosts, supportTickets } from '../db/schema-support.ts';
import type { AttachmentInfo, Helpdesk, HelpdeskCatalogue, NewAttachment, TicketPost, TicketSummary } from './types.ts';

// The reference server's own helpdesk, on its database. Ownership is part of every query's WHERE clause.

const CATALOGUE: Readonly<Record<'en' | 'ru', HelpdeskCatalogue>> = {
  en: {
    departments: [
      { id: 8, title: 'General questions' },
      { id: 9, title: 'Deposits' },
      { id: 10, title: 'Withdrawals' },
      { id: 11, title: 'Verification' },
      { id: 12, title: 'Trading platform' },
    ],
    priorities: [
      { id: 1, title: 'Normal' },
      { id: 2, title: 'High' },
      { id: 3, title: 'Urgent' },
    ],
    statuses: [
      { id: TICKET_STATUS.open, title: 'Open' },
      { id: TICKET_STATUS.answered, title: 'Answered' },
      { id: TICKET_STATUS.closed, title: 'Closed' },
    ],
  },
  ru: {
    departments: [
      { id: 8, title: 'Общие вопросы' },
      { id: 9, title: 'Пополнение' },
      { id: 10, title: 'Вывод средств' },
      { id: 11, title: 'Верификация' },
      { id: 12, title: 'Торговая платформа' },
    ],
    priorities: [
      { id: 1, title: 'Обычный' },
      { id: 2, title: 'Высокий' },
      { id: 3, title: 'Срочный' },
    ],
    statuses: [
      { id: TICKET_STATUS.open, title: 'Открыт' },
      { id: TICKET_STATUS.answered, title: 'Есть ответ' },
      { id: TICKET_STATUS.closed, title: 'Закрыт' },
    ],
  },
};

type TicketRow = typeof supportTickets.$inferSelect;

const summary = (row: TicketRow): TicketSummary => ({
  id: row.id,
  subject: row.subject,
  department_id: row.departmentId,
  priority_id: row.priorityId,
  status_id: row.statusId,
  created_at: row.createdAt.getTime(),
  updated_at: row.updatedAt.getTime(),
});

// The ticket list is polled by every signed-in tab every 300 s: built once.
const ticketsOf = preparedFor((db) =>
  db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, sql.placeholder('userId')))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .prepare('tickets_of'),
);

export function createEmbeddedHelpdesk(db: Db): Helpdesk {
  const owned = async (userId: number, ticketId: number): Promise<TicketRow | null> => {
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)));
    return row ?? null;
  };

  const postsOf = async (ticketId: number, afterPostId: number): Promise<TicketPost[]> => {
    const rows = await db
      .select()
      .from(supportPosts)
      .where(and(eq(supportPosts.ticketId, ticketId), gt(supportPosts.id, afterPostId)))
      .orderBy(asc(supportPosts.id));
    if (rows.length === 0) return [];
    const files = await db
      .select({ id: supportAttachments.id, postId: supportAttachments.postId, name: supportAttachments.name, size: supportAttachments.size, mime: supportAttachments.mime })
      .from(supportAttachments)
      .where(inArray(supportAttachments.postId, rows.map((row) => row.id)))
      .orderBy(asc(supportAttachments.id));
    const byPost = new Map<number, AttachmentInfo[]>();
    for (const { postId, ...file } of files) byPost.set(postId, [...(byPost.get(postId) ?? []), file]);
    return rows.map((row) => ({
      id: row.id,
      author: row.author,
      agent: row.agentName,
      content: row.content,
      created_at: row.createdAt.getTime(),
      attachments: byPost.get(row.id) ?? [],
    }));
  };

  /** One post with its files and the ticket's new status, in one transaction (a failed file insert leaves no half post). */
  const addPost = async (
    ticket: TicketRow,
    post: { author: 'trader' | 'agent'; agentName: string | null; content: string; files: readonly NewAttachment[] },
    now: Date,
  ): Promise<TicketRow> =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(supportPosts)
        .values({ ticketId: ticket.id, author: post.author, agentName: post.agentName, content: post.content, createdAt: now })
        .returning({ id: supportPosts.id });
      if (!inserted) throw new Error('post insert returned nothing');
      if (post.files.length > 0) {
        await tx.insert(supportAttachments).values(
          post.files.map((file) => ({ postId: inserted.id, userId: ticket.userId, name: file.name, mime: file.mime, size: file.data.byteLength, data: file.data })),
        );
      }
      const [updated] = await tx
        .update(supportTickets)
        .set({ statusId: statusAfterPost(post.author), updatedAt: now })
        .where(eq(supportTickets.id, ticket.id))
        .returning();
      if (!updated) throw new Error('ticket update returned nothing');
      return updated;
    });

  return {
    catalogue: (lang) => CATALOGUE[lang],

    async list(userId) {
      const rows = await ticketsOf(db).execute({ userId });
      return rows.map(summary);
    },

    async create(userId, ticket, now) {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(supportTickets)
          .values({
            userId,
            departmentId: ticket.department_id,
            priorityId: ticket.priority_id,
            statusId: TICKET_STATUS.open,
            subject: ticket.subject,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('ticket insert returned nothing');
        const [post] = await tx
          .insert(supportPosts)
          .values({ ticketId: created.id, author: 'trader', agentName: null, content: ticket.content, createdAt: now })
          .returning({ id: supportPosts.id });
        if (!post) throw new Error('post insert returned nothing');
        if (ticket.files.length > 0) {
          await tx.insert(supportAttachments).values(
            ticket.files.map((file) => ({ postId: post.id, userId, name: file.name, mime: file.mime, size: file.data.byteLength, data: file.data })),
          );
        }
        return created;
      });
      return summary(row);
    },

    async ticket(userId, ticketId) {
      const row = await owned(userId, ticketId);
      return row ? { ticket: summary(row), posts: await postsOf(row.id, 0) } : null;
    },

    async postsAfter(userId, ticketId, afterPostId) {
      const row = await owned(userId, ticketId);
      return row ? { ticket: summary(row), posts: await postsOf(row.id, afterPostId) } : null;
    },

    async reply(userId, ticketId, content, files, now) {
      const row = await owned(userId, ticketId);
      if (!row) return null;
      return summary(await addPost(row, { author: 'trader', agentName: null, content, files }, now));
    },

    async close(userId, ticketId, now) {
      const [row] = await db
        .update(supportTickets)
        .set({ statusId: TICKET_STATUS.closed, updatedAt: now })
        .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
        .returning();
      return row ? summary(row) : null;
    },

    async drop(userId, ticketId) {
      const rows = await db
        .delete(supportTickets)
        .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
        .returning({ id: supportTickets.id });
      return rows.length > 0;
    },

    async attachment(userId, attachmentId) {
      const [row] = await db
        .select()
        .from(supportAttachments)
        .where(and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.userId, userId)));
      return row ? { id: row.id, name: row.name, size: row.size, mime: row.mime, data: row.data } : null;
    },

    async agentReply(ticketId, agent, content, now) {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
      if (!row) return null;
      const updated = await addPost(row, { author: 'agent', agentName: agent, content, files: [] }, now);
      return { userId: row.userId, ticket: summary(updated) };
    },
  };
}
