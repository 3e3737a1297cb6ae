/** Wide enough for the chat to stand open beside the page (styles/trading.css sizes the placeholder on the same width). */
export const WIDE_CHAT_QUERY = '(min-width: 900px)';

/**
 * The chat's room, empty, until the panel shows (styles/trading.css holds its height): while its code loads with
 * home's idle extras and for the second before it appears (spec §9). Without it home's page would paint under the
 * platform and jump down a screen when the chat arrives.
 */
export function ChatPlaceholder() {
  return <div className="chat-placeholder" aria-hidden="true" />;
}
