import '@/styles/community.css';
import { useState } from 'react';
import { ANON_ID } from '@common/chat';
import { fetchGuestHistory, guestStreamUrl, sendGuestMessage } from '@/api/chat';
import { useT } from '@/i18n/useT';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useChatStream } from './useChatStream';

const ANON_KEY = 'chat.anon';

/** The guest's anonymous chat id (spec §6: the address of a guest), kept on this device. */
function anonId(): string {
  const stored = localStorage.getItem(ANON_KEY);
  if (stored && ANON_ID.test(stored)) return stored;
  const made = crypto.randomUUID().replaceAll('-', '');
  localStorage.setItem(ANON_KEY, made);
  return made;
}

/**
 * The live-chat widget on guest screens (spec §2): a button that opens a conversation with support at an anonymous
 * address. Nothing connects until the guest opens it.
 */
export default function LiveChat({ lang }: { lang: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [anon] = useState(anonId);
  const stream = useChatStream(open ? guestStreamUrl(anon) : null, (signal) => fetchGuestHistory(anon, signal));

  const send = async (text: string) => {
    const reply = await sendGuestMessage(anon, text).catch(() => null);
    if (!reply?.ok) return reply?.message || t('guest.chat_send_error');
    stream.add(reply.value.message);
    return null;
  };

  return (
    <div className="live-chat">
      {open && (
        <section id="live-chat-panel" className="live-chat__panel" aria-labelledby="live-chat-title">
          <h2 id="live-chat-title">{t('guest.chat_title')}</h2>
          <MessageList messages={stream.messages} lang={lang} empty={t('guest.chat_empty')} label={t('guest.chat_title')} />
          <Composer id="live-chat-draft" labels={{ message: t('guest.chat_message'), placeholder: t('guest.chat_placeholder'), send: t('guest.chat_send') }} onSend={send} />
        </section>
      )}
      <button type="button" className="live-chat__button btn btn--primary" aria-expanded={open} aria-controls="live-chat-panel" onClick={() => setOpen(!open)}>
        {t(open ? 'guest.chat_close' : 'guest.chat_open')}
      </button>
    </div>
  );
}
