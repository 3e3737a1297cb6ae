import type { KeyboardEvent } from 'react';

/**
 * WAI-ARIA tabs keys: arrows move to the next or previous tab (wrapping), Home and End to the first and last.
 * Returns the index to select, or null for any other key.
 */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A tablist's onKeyDown: selects the tab the key names and moves focus to it (the roving tabindex follows). */
export function tabKeyHandler<T extends string>(tabs: readonly T[], active: T, select: (tab: T) => void, idOf: (tab: T) => string) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const next = nextTabIndex(event.key, tabs.indexOf(active), tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    select(tab);
    document.getElementById(idOf(tab))?.focus();
  };
}
