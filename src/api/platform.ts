import { array, number, pattern, string, type, type Infer, type Struct } from 'superstruct';
import { getConfig } from './config';
import { ApiError, askOrThrow, platformJson } from './http';
import { OrderSchema, type ReportOrder } from './history';
import { platformToken } from '@common/api/auth.calls';


/** POST /api/platform/token — a one-time token (60 s, one use) for the platform host to know this trader. */
function mintToken(): Promise<string> {
  return askOrThrow(platformToken, {}).then((reply) => reply.token);
}

/**
 * The embedded platform's address: the iframe URL carries a fresh one-time token in its fragment (never sent
 * to a server, not in any log); the platform page exchanges it for its own session.
 */
export async function platformFrameUrl(lang: string): Promise<{ url: string; origin: string }> {
  const [{ platformOrigin }, token] = await Promise.all([getConfig(), mintToken()]);
  // `app`: the origin this page runs under (localhost or 127.0.0.1), which the platform checks against its list.
  const app = encodeURIComponent(location.origin);
  return { url: `${platformOrigin}/trade?lang=${encodeURIComponent(lang)}&app=${app}#t=${encodeURIComponent(token)}`, origin: platformOrigin };
}

let bearer: Promise<string> | null = null;

/** A platform session for the app itself (history reads the platform's order search), kept in memory only. */
function platformBearer(origin: string): Promise<string> {
  bearer ??= mintToken()
    .then((token) => platformJson(`${origin}/cli/exchange`, { method: 'POST', bearer: null, body: { token } }, type({ token: string() })))
    .then((reply) => reply.token)
    .catch((error: unknown) => {
      bearer = null;
      throw error;
    });
  return bearer;
}

/**
 * GET {platform}{path} with the app's platform bearer (spec §7 platform host calls). A 401 means the platform
 * session expired (24 h) or was dropped: mint a new one once and ask again.
 */
async function platformGet<T>(path: string, schema: Struct<T, unknown>): Promise<T> {
  const { platformOrigin } = await getConfig();
  const url = `${platformOrigin}${path}`;
  try {
    return await platformJson(url, { method: 'GET', bearer: await platformBearer(platformOrigin) }, schema);
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'auth') throw error;
    bearer = null;
    return platformJson(url, { method: 'GET', bearer: await platformBearer(platformOrigin) }, schema);
  }
}

export type PlatformOrderQuery = { startTimeStart?: number; startTimeEnd?: number; limit: number; offset?: number; status?: string; symbol?: string };

const SearchReply = type({ total: number(), orders: array(OrderSchema) });

/** GET {platform}/v2/cli/api/order/search — the trader's orders, newest first (spec §3 platform orders query). */
export function searchPlatformOrders(query: PlatformOrderQuery): Promise<{ total: number; orders: ReportOrder[] }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return platformGet(`/v2/cli/api/order/search?${params.toString()}`, SearchReply);
}

/** `available`: the current account's balance as a decimal string, in `currency` (the current account's). */
export const PlatformUserInfoSchema = type({ available: pattern(string(), /^-?\d+(?:\.\d+)?$/), currency: string() });
export type PlatformUserInfo = { available: string; currency: string };

/** GET {platform}/cli/userInfo — the platform's own read of the balance (it settles due trades first). */
export async function fetchPlatformUserInfo(): Promise<PlatformUserInfo> {
  const { available, currency } = await platformGet('/cli/userInfo', PlatformUserInfoSchema);
  return { available, currency };
}

export const PlatformAssetSchema = type({ symbol: string(), name: string() });
export type PlatformAsset = Infer<typeof PlatformAssetSchema>;
const AssetsReply = type({ assets: array(PlatformAssetSchema) });

/** GET {platform}/v2/cli/api/assets — the assets the platform trades (the history's asset filter lists them). */
export function fetchPlatformAssets(): Promise<PlatformAsset[]> {
  return platformGet('/v2/cli/api/assets', AssetsReply).then((reply) => reply.assets);
}
