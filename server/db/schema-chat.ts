import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.ts';
import { accountRef, userRef, users } from './schema.ts';

// Chat messages (the trading room and live-chat conversations) and tips to hosts. A tip is a money
// move: one conditional debit under an idempotency key unique per trader.

export type ChatAuthor = 'trader' | 'host' | 'guest' | 'system';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    room: text('room').notNull(),
    authorKind: text('author_kind').$type<ChatAuthor>().notNull(),
    authorName: text('author_name').notNull(),
    /** The host's id for a host's message (the last-host trigger reads it). */
    hostId: text('host_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('chat_messages_room_idx').on(t.room, t.id)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export const chatTips = pgTable(
  'chat_tips',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    accountId: accountRef(),
    hostId: text('host_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * The tipper chose to be named to the room ("Show my name with the tip", off unless chosen): the room's message
     * names them only then.
     */
    showName: boolean('show_name').notNull().default(false),
    /** The money move's key (money_moves.key), whose stored reply answers a repeated request. */
    idempotencyKey: text('idempotency_key').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [uniqueIndex('chat_tips_key_idx').on(t.userId, t.idempotencyKey)],
);
