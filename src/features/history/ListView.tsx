import type { ReactNode } from 'react';
import { currentLang, type Translate } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { hasMore } from './paging';
import type { ListState, MoreState } from './useLastResults';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { ROW_HEIGHT, timeFormats, type TimeFormats } from './rows';
import { VirtualRows } from './VirtualRows';

/**
 * A list's loading, error (nothing stored either), stale (offline copy) and ready states, and, for lists paged by
 * offset, the "load more" control under the rows.
 */
export function ListView<T>({
  list,
  label,
  Header,
  row,
  online = true,
  rowHeight = { wide: ROW_HEIGHT, phone: ROW_HEIGHT },
  empty,
}: {
  list: { state: ListState<T>; retry: () => void; more?: MoreState; loadMore?: () => void };
  /** Loading more needs the network: offline the control says so instead of failing. */
  online?: boolean;
  label: string;
  /** What an empty list says; the filters' "nothing found" when not given. */
  empty?: { title: string; hint?: string };
  /** Fixed row heights (the virtual list needs them) above and at the phone breakpoint of trading.css. */
  rowHeight?: { wide: number; phone: number };
  /** The column headers and one row's cells, from ./rows. */
  Header: (props: { t: Translate }) => ReactNode;
  row: (item: T, t: Translate, lang: string, time: TimeFormats) => ReactNode;
}) {
  const t = useT();
  const lang = currentLang();
  const time = timeFormats(lang);
  const phone = useMediaQuery('(max-width: 560px)');
  const height = phone ? rowHeight.phone : rowHeight.wide;
  const { state } = list;
  switch (state.kind) {
    case 'loading':
      return <Spinner label={t('loading')} />;
    case 'error':
      return <ErrorState title={t('history.error')} retryLabel={t('retry')} onRetry={list.retry} />;
    case 'ready':
      return (
        <>
          {state.stale && (
            <p className="muted" role="status">
              {t(state.otherFilters ? 'history.stale_other_filters' : 'history.stale')}
            </p>
          )}
          {/* "0 of 0" above an empty list says nothing the empty state does not. */}
          {state.items.length > 0 && <p className="muted">{t('history.count', { count: state.items.length, total: state.total })}</p>}
          {state.items.length === 0 ? (
            <EmptyState title={empty?.title ?? t('history.empty')} description={empty?.hint} />
          ) : (
            <VirtualRows
              // A new height remounts the list: the virtualizer keeps the sizes it measured.
              key={height}
              items={state.items}
              rowHeight={height}
              label={label}
              header={<Header t={t} />}
              renderRow={(item) => row(item, t, lang, time)}
            />
          )}
          {list.loadMore && hasMore(state) && (
            <div className="list-more">
              {list.more === 'error' && (
                <p className="field__error" role="alert">
                  {t('history.more_error')}
                </p>
              )}
              {!online && <p className="muted">{t('history.more_offline')}</p>}
              <Button loading={list.more === 'loading'} disabled={!online} onClick={list.loadMore}>
                {t('history.load_more')}
              </Button>
            </div>
          )}
        </>
      );
  }
}
