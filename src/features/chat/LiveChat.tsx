import { lazy, useState } from 'react';
import { ANON_ID } from '@common/chat';
import { withLaterStrings } from '@/i18n/laterStrings';
import { useT } from '@/i18n/useT';
import { QuietPart } from '@/ui/Boundary';

const ANON_KEY = 'chat.anon';
const LiveChatPanel = lazy(withLaterStrings(() => import('./LiveChatPanel')));

/** The guest's anonymous chat id (spec §6: the address of a guest), kept on this device. */
function anonId(): string {
  const stored = localStorage.getItem(ANON_KEY);
  if (stored && ANON_ID.test(stored)) return stored;
  const made = crypto.randomUUID().replaceAll('-', '');
  localStorage.setItem(ANON_KEY, made);
  return made;
}

/**
 * The live-chat widget on guest screens (spec §2): a button in the guest header that opens a conversation with
 * support at an anonymous address, under the header. Nothing connects, and the conversation's code and words do not load, until the guest opens it.
 */
export default function LiveChat({ lang }: { lang: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [anon] = useState(anonId);

  return (
    <div className="live-chat">
      {/* Secondary, not the primary blue: the form's own action is the page's primary one. The panel follows the
          button, so the keyboard goes from one into the other. */}
      <button type="button" className="live-chat__button btn btn--secondary" aria-expanded={open} aria-controls="live-chat-panel" onClick={() => setOpen(!open)}>
        {t(open ? 'guest.chat_close' : 'guest.chat_open')}
      </button>
      {open && (
        <QuietPart>
          <LiveChatPanel anon={anon} lang={lang} />
        </QuietPart>
      )}
    </div>
  );
}
