import type { ChatAuthor } from '../db/schema-chat.ts';

// The chat service the routes talk to. The embedded one keeps messages in the database and fans them out with
// LISTEN/NOTIFY; a hosted chat service would implement the same four calls.

export type ChatMessage = {
  id: number;
  room: string;
  author: ChatAuthor;
  name: string;
  host: string | null;
  /** 'host' on a host's message: the client shows it as a badge beside the name, which no trader's name can be. */
  role: 'host' | null;
  text: string;
  at: number;
};

export type NewMessage = { room: string; author: ChatAuthor; name: string; host?: string | null; userId?: number | null; text: string };

export type Chat = {
  post(message: NewMessage, now: Date): Promise<ChatMessage>;
  /** The newest `limit` messages of a room, oldest first. */
  history(room: string, limit: number): Promise<ChatMessage[]>;
  /** Every message posted to `room` from now on, by any server process on this database. */
  subscribe(room: string, listener: (message: ChatMessage) => void): () => void;
  /** The host who last spoke in a room (the last-host trigger greets them). */
  lastHost(room: string): Promise<string | null>;
};
