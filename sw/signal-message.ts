// The page → worker SHOW_SIGNAL message (pure, so unit tests can import it without a worker scope).

export type ShowSignalMessage = { type: 'SHOW_SIGNAL'; id: string; title: string; body: string; url: string };

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Accepts only our shape, and only a same-origin app URL to open (never an arbitrary address). */
export function parseShowSignal(data: unknown, origin: string): ShowSignalMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record['type'] !== 'SHOW_SIGNAL') return null;
  const { id, title, body, url } = record;
  if (!isText(id, 64) || !isText(title, 200) || !isText(body, 500) || !isText(url, 500)) return null;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin || !/^\/[a-z]{2}\/trading$/.test(target.pathname)) return null;
  return { type: 'SHOW_SIGNAL', id, title, body, url: target.href };
}

/** The worker → page message after a click on a signal's notification: open the popup on this signal. */
export type OpenSignalMessage = { type: 'OPEN_SIGNAL'; id: string };

export function openSignalMessage(id: string): OpenSignalMessage {
  return { type: 'OPEN_SIGNAL', id };
}

/** The page's side: only our shape, with an id as SHOW_SIGNAL allows. */
export function parseOpenSignal(data: unknown): OpenSignalMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record['type'] !== 'OPEN_SIGNAL' || !isText(record['id'], 64)) return null;
  return { type: 'OPEN_SIGNAL', id: record['id'] };
}

/** What a signal's notification carries, read back on click (anything else is not ours). */
export type SignalNotificationData = { url: string; id: string };

export function parseNotificationData(data: unknown, origin: string): SignalNotificationData | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const { url, id } = record;
  if (!isText(url, 500) || !isText(id, 64)) return null;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  return target.origin === origin ? { url: target.href, id } : null;
}
