// The postMessage protocol between the app (parent window) and the embedded platform (iframe).
// The one copy: the app imports it here, and the platform page (server/platform/page/main.ts, bundled by esbuild)
// imports this same file, so it stays pure — no imports, origins passed in as strings.
// Rules: send with an explicit target origin (never '*'); on receipt accept only the exact expected origin,
// then check the shape; anything else is ignored (null), never thrown.

export const PROTOCOL_VERSION = 1;

export type SettledStatus = 'won' | 'lost' | 'tie';

/**
 * What the platform page keeps for the trader on this device: favourite assets and the chart's settings. The app
 * stores them (its own origin's storage): a third-party frame's storage is blocked or partitioned by browsers.
 */
export type PlatformPrefs = {
  favourites: string[];
  chart: { kind: 'candles' | 'line'; timeframe: '1m' | '5m' | '15m'; sma: boolean; rsi: boolean };
};

/** From the platform to the app. */
export type PlatformMessage =
  | { source: 'trader-platform'; v: 1; type: 'ready' }
  | { source: 'trader-platform'; v: 1; type: 'balance-changed'; available: string; currency: string }
  | { source: 'trader-platform'; v: 1; type: 'trade-opened'; orderId: number; symbol: string; direction: 'call' | 'put'; amount: string }
  | { source: 'trader-platform'; v: 1; type: 'trade-settled'; orderId: number; status: SettledStatus; payout: string }
  | { source: 'trader-platform'; v: 1; type: 'height'; height: number }
  | { source: 'trader-platform'; v: 1; type: 'auth-failed' }
  /** The trader asked for the deposit screen (the sandboxed frame may not navigate the top window itself). */
  | { source: 'trader-platform'; v: 1; type: 'open-funding' }
  /** The trader changed a favourite or the chart: the app keeps it for the next visit. */
  | { source: 'trader-platform'; v: 1; type: 'prefs'; prefs: PlatformPrefs };

/** A signal's asset and direction, as the app hands them to the ticket ("Trade this"). */
export type TradeSelection = { symbol: string; direction: 'call' | 'put' };

/** From the app to the platform. */
export type AppMessage =
  | { source: 'trader-app'; v: 1; type: 'request-height' }
  /** The trader chose "Trade this" on a signal: the ticket takes its asset and points at its direction (nothing is bought). */
  | { source: 'trader-app'; v: 1; type: 'select-trade'; symbol: string; direction: 'call' | 'put' }
  /** What the app kept of the platform's favourites and chart settings, sent once the frame is ready. */
  | { source: 'trader-app'; v: 1; type: 'prefs'; prefs: PlatformPrefs };

export type Message = PlatformMessage | AppMessage;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 64): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isDecimal = (value: unknown): value is string => typeof value === 'string' && /^-?\d{1,18}(?:\.\d{1,8})?$/.test(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** At most this many favourites travel or are kept (the platform lists far fewer assets). */
const MAX_FAVOURITES = 64;

/** Platform prefs from a message or from storage, or null when they are not that shape. */
export function readPrefs(value: unknown): PlatformPrefs | null {
  if (!isRecord(value) || !Array.isArray(value['favourites']) || !isRecord(value['chart'])) return null;
  const favourites = value['favourites'].filter((symbol): symbol is string => isText(symbol, 16));
  if (favourites.length !== value['favourites'].length || favourites.length > MAX_FAVOURITES) return null;
  const { kind, timeframe, sma, rsi } = value['chart'];
  if ((kind !== 'candles' && kind !== 'line') || (timeframe !== '1m' && timeframe !== '5m' && timeframe !== '15m')) return null;
  if (typeof sma !== 'boolean' || typeof rsi !== 'boolean') return null;
  return { favourites, chart: { kind, timeframe, sma, rsi } };
}

function platformMessage(data: Fields): PlatformMessage | null {
  const base = { source: 'trader-platform', v: 1 } as const;
  switch (data['type']) {
    case 'ready':
      return { ...base, type: 'ready' };
    case 'auth-failed':
      return { ...base, type: 'auth-failed' };
    case 'open-funding':
      return { ...base, type: 'open-funding' };
    case 'prefs': {
      const prefs = readPrefs(data['prefs']);
      return prefs ? { ...base, type: 'prefs', prefs } : null;
    }
    case 'balance-changed':
      return isDecimal(data['available']) && isText(data['currency'], 8)
        ? { ...base, type: 'balance-changed', available: data['available'], currency: data['currency'] }
        : null;
    case 'trade-opened': {
      const direction = data['direction'];
      return isId(data['orderId']) && isText(data['symbol'], 16) && (direction === 'call' || direction === 'put') && isDecimal(data['amount'])
        ? { ...base, type: 'trade-opened', orderId: data['orderId'], symbol: data['symbol'], direction, amount: data['amount'] }
        : null;
    }
    case 'trade-settled': {
      const status = data['status'];
      return isId(data['orderId']) && (status === 'won' || status === 'lost' || status === 'tie') && isDecimal(data['payout'])
        ? { ...base, type: 'trade-settled', orderId: data['orderId'], status, payout: data['payout'] }
        : null;
    }
    case 'height': {
      const height = data['height'];
      return typeof height === 'number' && Number.isFinite(height) && height >= 0 && height <= 100_000
        ? { ...base, type: 'height', height: Math.round(height) }
        : null;
    }
    default:
      return null;
  }
}

function appMessage(data: Fields): AppMessage | null {
  const base = { source: 'trader-app', v: 1 } as const;
  switch (data['type']) {
    case 'request-height':
      return { ...base, type: 'request-height' };
    case 'select-trade': {
      const direction = data['direction'];
      return isText(data['symbol'], 16) && (direction === 'call' || direction === 'put') ? { ...base, type: 'select-trade', symbol: data['symbol'], direction } : null;
    }
    case 'prefs': {
      const prefs = readPrefs(data['prefs']);
      return prefs ? { ...base, type: 'prefs', prefs } : null;
    }
    default:
      return null;
  }
}

/**
 * A received message, or null when it comes from any origin but `expectedOrigin` (exact string match: scheme,
 * host and port) or is not one of ours.
 */
export function parseMessage(expectedOrigin: string, origin: string, data: unknown): Message | null {
  if (origin !== expectedOrigin || !isRecord(data) || data['v'] !== PROTOCOL_VERSION) return null;
  switch (data['source']) {
    case 'trader-platform':
      return platformMessage(data);
    case 'trader-app':
      return appMessage(data);
    default:
      return null;
  }
}

type Omitted<T> = T extends unknown ? Omit<T, 'source' | 'v'> : never;

export function platformToApp(message: Omitted<PlatformMessage>): PlatformMessage {
  return { ...message, source: 'trader-platform', v: 1 } as PlatformMessage;
}

export function appToPlatform(message: Omitted<AppMessage>): AppMessage {
  return { ...message, source: 'trader-app', v: 1 } as AppMessage;
}
