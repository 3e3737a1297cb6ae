import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ChatMessageRow, chatMessages } from '../db/schema-chat.ts';
import type { Events } from '../deps.ts';
import { safeErrorText } from '../lib/log-safe.ts';
import type { Chat, ChatMessage } from './types.ts';

// The embedded chat: messages in chat_messages; each post is NOTIFY'd on one channel with the whole message (text is
// at most 500 characters, well under NOTIFY's 8000-byte payload), and every process LISTENs and hands it to its
// own subscribers. Without a LISTEN side (a test's bare deps), delivery stays in this process.

const CHANNEL = 'chat_messages';

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  room: row.room,
  author: row.authorKind,
  name: row.authorName,
  host: row.hostId,
  // Only the server's own kind of author decides the badge: nothing a trader types (a name) can make it.
  role: row.authorKind === 'host' ? 'host' : null,
  text: row.text,
  at: row.createdAt.getTime(),
});

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['id'] === 'number' && typeof record['room'] === 'string' && typeof record['text'] === 'string';
}

export function createEmbeddedChat(db: Db, events: Events | undefined): Chat {
  const rooms = new Map<string, Set<(message: ChatMessage) => void>>();
  const deliver = (message: ChatMessage) => {
    for (const listener of rooms.get(message.room) ?? []) listener(message);
  };
  const listening = events
    ? events
        .listen(CHANNEL, (payload) => {
          try {
            const message: unknown = JSON.parse(payload);
            if (isMessage(message)) deliver(message);
          } catch {
            // A payload that is not ours: ignore it.
          }
        })
        .catch((error: unknown) => {
          console.warn(`chat LISTEN failed; messages reach this process only: ${safeErrorText(error)}`);
          return null;
        })
    : Promise.resolve(null);

  return {
    async post(message, now) {
      const [row] = await db
        .insert(chatMessages)
        .values({ room: message.room, authorKind: message.author, authorName: message.name, hostId: message.host ?? null, userId: message.userId ?? null, text: message.text, createdAt: now })
        .returning();
      if (!row) throw new Error('chat insert returned nothing');
      const posted = toMessage(row);
      if (await listening) await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(posted)})`);
      else deliver(posted);
      return posted;
    },
    async history(room, limit) {
      const rows = await db.select().from(chatMessages).where(eq(chatMessages.room, room)).orderBy(desc(chatMessages.id)).limit(limit);
      return rows.reverse().map(toMessage);
    },
    subscribe(room, listener) {
      let set = rooms.get(room);
      if (!set) rooms.set(room, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) rooms.delete(room);
      };
    },
    async lastHost(room) {
      const [row] = await db
        .select({ host: chatMessages.hostId })
        .from(chatMessages)
        .where(and(eq(chatMessages.room, room), isNotNull(chatMessages.hostId)))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return row?.host ?? null;
    },
  };
}
