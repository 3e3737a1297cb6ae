import { startTransition, useEffect, useState } from 'react';
import { CHAT_OPEN_DELAY_MS, HOSTS, LAST_HOST_DELAY_MS, TRADING_ROOM } from '@common/chat';
import { fetchChatBalance, fetchChatHistory, fetchLastHost, sendChatMessage } from '@/api/chat';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { Composer } from './Composer';
import { ChatPlaceholder, WIDE_CHAT_QUERY } from './ChatPlaceholder';
import { MessageList } from './MessageList';
import { TipForm } from './TipForm';
import { useChatAddress } from './useChatAddress';
import { useChatStream } from './useChatStream';

type Room = 'trading' | 'live';
type Balance = { balance: string; all: string; currency: string };

const wideScreen = () => typeof matchMedia === 'function' && matchMedia(WIDE_CHAT_QUERY).matches;

/**
 * The trading page's chat (spec §2): the room with the hosts and the trader's own support chat, in real time from
 * the authenticated stream; tips to a host. It appears 1 s after the page (spec §9), open on wide screens and
 * folded on phones so it never covers the trade controls; after 4 s the last host is named for a greeting.
 */
export default function ChatPanel({ lang, online, startOpen = false }: { lang: Lang; online: boolean; startOpen?: boolean }) {
  const t = useT();
  // Opened from its folded title bar (ChatDock on a phone): the second has passed, and the trader asked for it.
  const [visible, setVisible] = useState(startOpen);
  const [open, setOpen] = useState(() => startOpen || wideScreen());
  const [room, setRoom] = useState<Room>('trading');
  const [host, setHost] = useState<string>(HOSTS[0].id);
  const [greet, setGreet] = useState<string | null>(null);
  const [balance, setBalance] = useState<Balance | null>(null);
  const { address, renew } = useChatAddress();
  const stream = useChatStream(address, (signal) => Promise.all([fetchChatHistory('trading', signal), fetchChatHistory('live', signal)]).then(([a, b]) => [...a, ...b]), renew);

  useEffect(() => {
    // A transition: the whole panel mounts here, rendered in slices rather than one long task.
    const shown = setTimeout(() => startTransition(() => setVisible(true)), CHAT_OPEN_DELAY_MS);
    const controller = new AbortController();
    const greeting = setTimeout(() => {
      fetchLastHost(controller.signal)
        .then(({ host: last }) => {
          setGreet(last.name);
          setHost(last.id);
        })
        .catch(() => undefined);
    }, LAST_HOST_DELAY_MS);
    const refreshBalance = () => fetchChatBalance(controller.signal).then(setBalance, () => undefined);
    void refreshBalance();
    return () => {
      clearTimeout(shown);
      clearTimeout(greeting);
      controller.abort();
    };
  }, []);

  if (!visible) return <ChatPlaceholder />;
  const shown = stream.messages.filter((message) => (room === 'trading' ? message.room === TRADING_ROOM : message.room !== TRADING_ROOM));

  const send = async (text: string) => {
    const reply = await sendChatMessage(room, text).catch(() => null);
    if (!reply?.ok) return reply?.message || t('chat.send_error');
    stream.add(reply.value.message);
    return null;
  };

  return (
    <section className={`chat-panel${open ? ' is-open' : ''}`} aria-labelledby="chat-title">
      <h2 id="chat-title" className="chat-panel__title">
        {/* Focus stays on the toggle the trader pressed: the folded title bar it replaces was that button. */}
        <button type="button" className="chat-panel__toggle" aria-expanded={open} aria-controls="chat-body" onClick={() => setOpen(!open)} autoFocus={startOpen}>
          {t('chat.title')}
          <span className={`connection__dot${stream.connected ? '' : ' is-off'}`} aria-hidden="true" />
          <span className="sr-only">{t(stream.connected ? 'chat.live' : 'chat.connecting')}</span>
        </button>
      </h2>
      <div id="chat-body" className="chat-panel__body" hidden={!open}>
        <div className="chat-panel__rooms" role="group" aria-label={t('chat.rooms')}>
          <button type="button" aria-pressed={room === 'trading'} onClick={() => setRoom('trading')}>
            {t('chat.room_trading')}
          </button>
          <button type="button" aria-pressed={room === 'live'} onClick={() => setRoom('live')}>
            {t('chat.room_live')}
          </button>
        </div>
        {greet && room === 'trading' && <p className="chat-panel__greet">{t('chat.greet', { host: greet })}</p>}
        {/* Folded (phones), the messages are kept but not laid out: nobody sees them, and the list's time format would
            be the page's first Intl formatter (the ICU data, tens of milliseconds) while home is still loading. */}
        {open && (
          <MessageList messages={shown} lang={lang} empty={t(room === 'trading' ? 'chat.empty_room' : 'chat.empty_live')} label={t(room === 'trading' ? 'chat.room_trading' : 'chat.room_live')} />
        )}
        <Composer id="chat-draft" labels={{ message: t('chat.message'), placeholder: t('chat.placeholder'), send: t('chat.send') }} disabled={!online} onSend={send} />
        {room === 'trading' && (
          <>
            {balance && (
              <p className="chat-panel__balance muted">
                {t('chat.balance', { balance: formatMoney(balance.balance, balance.currency, lang), all: formatMoney(balance.all, balance.currency, lang) })}
              </p>
            )}
            <TipForm
              currency={balance?.currency ?? 'USD'}
              lang={lang}
              host={host}
              onHost={setHost}
              online={online}
              onSent={() => void fetchChatBalance().then(setBalance, () => undefined)}
            />
          </>
        )}
      </div>
    </section>
  );
}
