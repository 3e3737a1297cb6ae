import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

/**
 * A long list rendered virtually (@tanstack/react-virtual): only the rows in view (plus a few) are in the DOM,
 * so 10 000 rows paint as fast as 100. Rows have one fixed height, which keeps scrolling free of layout work.
 */
export function VirtualRows<T>({
  items,
  rowHeight,
  label,
  header,
  renderRow,
}: {
  items: readonly T[];
  rowHeight: number;
  label: string;
  header: ReactNode;
  renderRow: (item: T) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // oxlint-disable-next-line react/incompatible-library -- the virtualizer is mutable by design; this component is not memoised
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  return (
    <div className="vlist" role="table" aria-label={label} aria-rowcount={items.length + 1}>
      <div role="rowgroup">{header}</div>
      {/* Focusable so a keyboard can scroll the rows (they hold no control to tab to). */}
      <div ref={scroller} className="vlist__scroller" data-testid="vlist-scroller" role="rowgroup" tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (item === undefined) return null;
            return (
              <div
                key={row.key}
                role="row"
                aria-rowindex={row.index + 2}
                className="vlist__row"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: rowHeight, transform: `translateY(${row.start}px)` }}
              >
                {renderRow(item)}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
