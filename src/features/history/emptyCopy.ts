import type { Translate } from '@/i18n';
import type { RangeBounds } from '@/lib/dateRange';

// An empty list says why: "nothing for these filters" only when the trader set some; with none set, the account
// simply has nothing yet, and "these filters" would send a new trader looking for filters they never touched.

export type EmptyList = 'trades' | 'transactions';

/** True when any filter narrows the list: a date bound or a non-empty choice (a wallet other than the default counts). */
export function hasFilters(bounds: RangeBounds, choices: readonly string[]): boolean {
  return bounds.DateFrom !== undefined || bounds.DateTo !== undefined || choices.some((choice) => choice.trim() !== '');
}

/** The catalogue keys of an empty list's title and, for a list with nothing yet, the line under it. */
export function emptyKeys(
  list: EmptyList,
  filtered: boolean,
): { title: 'history.empty' } | { title: `history.empty_${EmptyList}_none`; hint: `history.empty_${EmptyList}_none_hint` } {
  return filtered ? { title: 'history.empty' } : { title: `history.empty_${list}_none`, hint: `history.empty_${list}_none_hint` };
}

/** An empty list's words in the page's language: its title and, for a list with nothing yet, the line under it. */
export function emptyText(t: Translate, list: EmptyList, filtered: boolean): { title: string; hint?: string } {
  const keys = emptyKeys(list, filtered);
  return 'hint' in keys ? { title: t(keys.title), hint: t(keys.hint) } : { title: t(keys.title) };
}
