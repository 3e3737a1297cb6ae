import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@/api/chat';
import { useT } from '@/i18n/useT';
import { hourMinute } from '@/lib/clockText';

/** Messages as text, whatever was typed (React escapes it); newest at the bottom, kept in view. */
export function MessageList({ messages, lang, empty, label }: { messages: readonly ChatMessage[]; lang: string; empty: string; label: string }) {
  const t = useT();
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // The log scrolls itself (never the page) to the newest message.
  // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a new last message is the trigger
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [last]);
  return (
    // A focusable log: the keyboard can scroll it, and screen readers hear new messages politely.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div ref={log} className="chat-log" role="log" aria-live="polite" aria-label={label} tabIndex={0}>
      <ol className="chat-log__list">
      {messages.length === 0 && <li className="chat-log__empty muted">{empty}</li>}
      {messages.map((message) => (
        <li key={message.id} className={`chat-msg chat-msg--${message.author}`}>
          {message.author !== 'system' && (
            <span className="chat-msg__head">
              <span className="chat-msg__who">{message.name}</span>
              {/* The server's role, not the name: a trader called "Anna" gets no badge, so a host's is unmistakable. */}
              {message.role === 'host' && <span className="chat-msg__badge">{t('chat.host_badge')}</span>}
            </span>
          )}
          <span className="chat-msg__text">{message.text}</span>
          <time className="chat-msg__time" dateTime={new Date(message.at).toISOString()}>
            {hourMinute(message.at, lang)}
          </time>
        </li>
      ))}
      </ol>
    </div>
  );
}
