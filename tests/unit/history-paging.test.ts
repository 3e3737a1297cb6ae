import { describe, expect, it } from 'vitest';
import { appendPage, hasMore } from '@/features/history/paging';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('history paging by offset (spec §3 limit/offset, §9 999 a page)', () => {
  it('offers more while fewer rows are shown than the server has, never for an offline copy', () => {
    expect(hasMore({ items: rows(1, 2), total: 3, stale: false })).toBe(true);
    expect(hasMore({ items: rows(1, 2, 3), total: 3, stale: false })).toBe(false);
    expect(hasMore({ items: rows(1, 2), total: 3, stale: true })).toBe(false);
    expect(hasMore({ items: [], total: 0, stale: false })).toBe(false);
  });

  it('appends the next page and takes its total', () => {
    expect(appendPage(rows(5, 4, 3), { total: 5, items: rows(2, 1) })).toEqual({ items: rows(5, 4, 3, 2, 1), total: 5 });
  });

  it('skips a row already shown (a new row on the server shifted the pages by one)', () => {
    // Newest first: row 6 arrived after the first page, so the second page starts with 3 again.
    expect(appendPage(rows(5, 4, 3), { total: 6, items: rows(3, 2, 1) })).toEqual({ items: rows(5, 4, 3, 2, 1), total: 6 });
  });
});
