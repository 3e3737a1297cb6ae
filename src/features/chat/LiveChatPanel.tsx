import { fetchGuestHistory, guestStreamUrl, sendGuestMessage } from '@/api/chat';
import { useT } from '@/i18n/useT';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useChatStream } from './useChatStream';

/**
 * The guest's open conversation with support (spec §2 live chat): history, the live stream and the composer. Its
 * chunk and strings load when the guest opens the chat, so the guest screens carry only the button.
 */
export default function LiveChatPanel({ anon, lang }: { anon: string; lang: string }) {
  const t = useT();
  const stream = useChatStream(guestStreamUrl(anon), (signal) => fetchGuestHistory(anon, signal));

  const send = async (text: string) => {
    const reply = await sendGuestMessage(anon, text).catch(() => null);
    if (!reply?.ok) return reply?.message || t('chat.guest_send_error');
    stream.add(reply.value.message);
    return null;
  };

  return (
    <section id="live-chat-panel" className="live-chat__panel" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title">{t('chat.guest_title')}</h2>
      <MessageList messages={stream.messages} lang={lang} empty={t('chat.guest_empty')} label={t('chat.guest_title')} />
      <Composer id="live-chat-draft" labels={{ message: t('chat.guest_message'), placeholder: t('chat.guest_placeholder'), send: t('chat.guest_send') }} onSend={send} />
    </section>
  );
}
