// Spec §9 "Notifications: first 3 shown, rest on expand"; §3 "list plus count of new ones".

export const NOTIFICATIONS_SHOWN = 3;

export type Readable = { read: 0 | 1 };

/** What the dropdown lists: the first three, or all once expanded. */
export function visibleNotifications<T>(list: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? list : list.slice(0, NOTIFICATIONS_SHOWN);
}

/** How many the "show all" control would add (0 → no control). */
export function hiddenNotifications(list: readonly unknown[], expanded: boolean): number {
  return expanded ? 0 : Math.max(0, list.length - NOTIFICATIONS_SHOWN);
}

export function countNew(list: readonly Readable[]): number {
  return list.reduce((n, item) => n + (item.read === 0 ? 1 : 0), 0);
}

/**
 * The badge's number: the server's count of new ones (it also counts unread notifications older than the listed
 * newest 50); the unread rows in the list only before the first answer has stored a count.
 */
export function badgeCount(serverCount: number | undefined, list: readonly Readable[]): number {
  return serverCount ?? countNew(list);
}
