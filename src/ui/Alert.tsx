import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

function ToneIcon({ tone }: { tone: AlertTone }) {
  switch (tone) {
    case 'success':
      return <CheckIcon className="alert__icon" size={18} />;
    case 'info':
      return <InfoIcon className="alert__icon" size={18} />;
    case 'warning':
    case 'error':
      return <AlertIcon className="alert__icon" size={18} />;
  }
}

/** An inline message. Errors interrupt (role=alert); everything else is a polite status. */
export function Alert({ tone = 'info', title, children }: { tone?: AlertTone; title?: string; children?: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <ToneIcon tone={tone} />
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
