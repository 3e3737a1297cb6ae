import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';

// Replies read by src/api/chat.ts (server/API.md, section `community`).
export const ChatMessageSchema = type({
  id: number(),
  room: string(),
  author: enums(['trader', 'host', 'guest', 'system']),
  name: string(),
  host: nullable(string()),
  role: nullable(enums(['host'])),
  text: string(),
  at: number(),
});
export type ChatMessage = Infer<typeof ChatMessageSchema>;
export const History = type({ messages: array(ChatMessageSchema) });
export const Sent = type({ message: ChatMessageSchema });
export const TipSchema = type({ value: string(), currency: string(), host: string() });
export type TipAnswer = Infer<typeof TipSchema>;


/** `expires_in` seconds: the client asks for a new token before then. */
export const ChatTokenReply = type({ token: string(), stream: string(), expires_in: number() });

export const ChatBalanceReply = type({ balance: string(), all: string(), currency: string() });

export const LastHostReply = type({ host: type({ id: string(), name: string() }) });
