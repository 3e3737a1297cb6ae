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
