import type { Db } from '../db/client.ts';
import type { Events } from '../http/env.ts';
import { createEmbeddedChat } from './embedded.ts';
import type { Chat } from './types.ts';

export type { Chat, ChatMessage } from './types.ts';

// One chat per database: the routes and the sandbox share it (and its one LISTEN). A hosted chat service would be
// chosen here instead of the embedded one.
const byDb = new WeakMap<Db, Chat>();

export function chatFor(db: Db, events: Events | undefined): Chat {
  let chat = byDb.get(db);
  if (!chat) {
    chat = createEmbeddedChat(db, events);
    byDb.set(db, chat);
  }
  return chat;
}
