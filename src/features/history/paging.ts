// Offset paging of the history lists (spec §3 limit/offset; §9 history page size 999). Pure.

/** More rows on the server than shown; never for an offline (stale) copy, which is all there is. */
export function hasMore(list: { items: readonly unknown[]; total: number; stale: boolean }): boolean {
  return !list.stale && list.items.length < list.total;
}

/**
 * Appends the next page. Lists are newest first, so a row added on the server between two pages pushes an already
 * shown row into the next page: rows whose id is already listed are skipped rather than shown twice.
 */
export function appendPage<T extends { id: number }>(items: readonly T[], page: { total: number; items: readonly T[] }): { items: T[]; total: number } {
  const shown = new Set(items.map((item) => item.id));
  return { items: [...items, ...page.items.filter((item) => !shown.has(item.id))], total: page.total };
}
