/**
 * The chat's room, empty, until the panel shows (styles/trading.css holds its height): while its code loads with
 * home's idle extras and for the second before it appears (spec §9). Without it home's page would paint under the
 * platform and jump down a screen when the chat arrives.
 */
export function ChatPlaceholder() {
  return <div className="chat-placeholder" aria-hidden="true" />;
}
