import type { Config } from '../config.ts';

/*
 * The relying party of every passkey: the app's own origin (APP_ORIGIN; without it localhost and its twin 127.0.0.1
 * both serve the app). A passkey is made for the host the trader's browser is on: the request's Origin when it is one
 * of the app's, else APP_ORIGIN. Responses are accepted from any of the app's origins and hosts. A browser makes
 * passkeys only for a domain name: `localhost` works, a bare address such as 127.0.0.1 does not (the screen says so).
 */

export type RelyingParty = { id: string; name: string; origins: readonly string[]; ids: readonly string[] };

export const RP_NAME = 'Trader';

export function relyingParty(config: Pick<Config, 'appOrigin' | 'appOrigins'>, origin: string | undefined): RelyingParty {
  const chosen = origin !== undefined && config.appOrigins.includes(origin) ? origin : config.appOrigin;
  return { id: new URL(chosen).hostname, name: RP_NAME, origins: config.appOrigins, ids: [...new Set(config.appOrigins.map((one) => new URL(one).hostname))] };
}
