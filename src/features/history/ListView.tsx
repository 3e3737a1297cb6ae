import type { ReactNode } from 'react';
import { useT } from '@/i18n/useT';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import type { ListState } from './useLastResults';
import { ROW_HEIGHT } from './rows';
import { VirtualRows } from './VirtualRows';

/** A list's loading, error (nothing stored either), stale (offline copy) and ready states. */
export function ListView<T>({
  state,
  onRetry,
  label,
  header,
  renderRow,
}: {
  state: ListState<T>;
  onRetry: () => void;
  label: string;
  header: ReactNode;
  renderRow: (item: T) => ReactNode;
}) {
  const t = useT();
  switch (state.kind) {
    case 'loading':
      return <Spinner label={t('loading')} />;
    case 'error':
      return <ErrorState title={t('history.error')} retryLabel={t('retry')} onRetry={onRetry} />;
    case 'ready':
      return (
        <>
          {state.stale && (
            <p className="muted" role="status">
              {t('history.stale')}
            </p>
          )}
          <p className="muted">{t('history.count', { count: state.items.length, total: state.total })}</p>
          {state.items.length === 0 ? (
            <EmptyState title={t('history.empty')} />
          ) : (
            <VirtualRows items={state.items} rowHeight={ROW_HEIGHT} label={label} header={header} renderRow={renderRow} />
          )}
        </>
      );
  }
}
