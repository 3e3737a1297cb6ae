import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

export function EmptyState({ title, description, icon, action }: { title: string; description?: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className="state">
      <span className="state__icon">{icon ?? <InboxIcon />}</span>
      <h2 className="state__title">{title}</h2>
      {description && <p className="muted">{description}</p>}
      {action}
    </div>
  );
}
