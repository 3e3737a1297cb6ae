import { useState } from 'react';
import { useT } from '@/i18n/useT';

/** The `message` query parameter the root path was opened with (spec §2), read once before any redirect drops it. */
export function rootMessage(search: string): string | null {
  const text = new URLSearchParams(search).get('message')?.trim() ?? '';
  return text === '' ? null : text.slice(0, 500);
}

/** Spec §2: `/?message=…` shows an Error alert with that text — as text, never as markup. */
export function RootMessage() {
  const t = useT();
  const [text, setText] = useState(() => rootMessage(window.location.search));
  if (!text) return null;
  return (
    <div className="root-message alert alert--error" role="alert">
      <div className="alert__body">
        <p className="alert__title">{t('error.alert_title')}</p>
        <p className="root-message__text">{text}</p>
      </div>
      <button type="button" className="btn btn--ghost" aria-label={t('close')} onClick={() => setText(null)}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
