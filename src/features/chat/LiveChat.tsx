import { useState, type FormEvent } from 'react';
import { ANON_ID, MESSAGE_MAX } from '@common/chat';
import { fetchGuestHistory, guestStreamUrl, sendGuestMessage } from '@/api/chat';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
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
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stream = useChatStream(open ? guestStreamUrl(anon) : null, (signal) => fetchGuestHistory(anon, signal));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    const reply = await sendGuestMessage(anon, draft.trim()).catch(() => null);
    if (reply?.ok) {
      stream.add(reply.value.message);
      setDraft('');
      setProblem(null);
    } else setProblem(reply?.message || t('guest.chat_send_error'));
  };

  return (
    <div className="live-chat">
      {open && (
        <section id="live-chat-panel" className="live-chat__panel" aria-labelledby="live-chat-title">
          <h2 id="live-chat-title">{t('guest.chat_title')}</h2>
          <MessageList messages={stream.messages} lang={lang} empty={t('guest.chat_empty')} label={t('guest.chat_title')} />
          <form className="chat-panel__composer" onSubmit={(event) => void send(event)}>
            <label className="sr-only" htmlFor="live-chat-draft">
              {t('guest.chat_message')}
            </label>
            <input id="live-chat-draft" className="input" value={draft} maxLength={MESSAGE_MAX} placeholder={t('guest.chat_placeholder')} onChange={(event) => setDraft(event.target.value)} />
            <Button type="submit" variant="primary" disabled={draft.trim() === ''}>
              {t('guest.chat_send')}
            </Button>
          </form>
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
        </section>
      )}
      <button type="button" className="live-chat__button btn btn--primary" aria-expanded={open} aria-controls="live-chat-panel" onClick={() => setOpen(!open)}>
        {t(open ? 'guest.chat_close' : 'guest.chat_open')}
      </button>
    </div>
  );
}
