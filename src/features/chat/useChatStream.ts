import { useEffect, useEffectEvent, useState } from 'react';
import { type ChatMessage, ChatMessageSchema } from '@/api/chat';

/** Newest last, one copy of each id (a reconnect may replay what history already gave). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[], keep = 200): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].toSorted((a, b) => a.id - b.id).slice(-keep);
}

/**
 * The room's history, then every new message in real time from the stream at `address` (null: not yet known).
 * EventSource reconnects by itself on a dropped connection; the history is read again when the address changes.
 * `onRefused`: the server turned the address away (EventSource gives up for good), e.g. a trader's token expired.
 */
export function useChatStream(address: string | null, loadHistory: (signal: AbortSignal) => Promise<ChatMessage[]>, onRefused?: () => void) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [connected, setConnected] = useState(false);

  const readHistory = useEffectEvent((signal: AbortSignal) => loadHistory(signal));
  const refused = useEffectEvent(() => onRefused?.());
  useEffect(() => {
    if (address === null) return;
    const controller = new AbortController();
    readHistory(controller.signal)
      .then((history) => setMessages((current) => mergeMessages(current, history)))
      .catch(() => undefined);
    const source = new EventSource(address);
    source.addEventListener('ready', () => setConnected(true));
    source.addEventListener('error', () => {
      setConnected(false);
      if (source.readyState === EventSource.CLOSED) refused();
    });
    source.addEventListener('message', (event) => {
      try {
        const parsed: unknown = JSON.parse(String(event.data));
        const [, message] = ChatMessageSchema.validate(parsed);
        if (message) setMessages((current) => mergeMessages(current, [message]));
      } catch {
        // Not a message of ours: ignore it.
      }
    });
    return () => {
      controller.abort();
      source.close();
    };
  }, [address]);

  return { messages, connected, add: (message: ChatMessage) => setMessages((current) => mergeMessages(current, [message])) };
}
