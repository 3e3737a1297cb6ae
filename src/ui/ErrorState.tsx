import type { ReactNode } from 'react';
import { Button } from './Button';
import { AlertIcon } from './icons';

type Props = {
  title: string;
  description?: ReactNode;
  /** With onRetry, a Retry button is shown under the message. */
  retryLabel?: string;
  onRetry?: () => void;
  retrying?: boolean;
};

export function ErrorState({ title, description, retryLabel, onRetry, retrying = false }: Props) {
  return (
    <div className="state state--error" role="alert">
      <span className="state__icon">
        <AlertIcon />
      </span>
      <h2 className="state__title">{title}</h2>
      {description && <p className="muted">{description}</p>}
      {onRetry && retryLabel && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
