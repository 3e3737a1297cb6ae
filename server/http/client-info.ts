import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress, type TrustProxy } from './client-address.ts';

/**
 * Each request's client address, worked out once by `clientAddresses` (a request is never shared between two). Keyed
 * by Hono's request wrapper, not the raw Request: a middleware may swap the raw one (the body limit wraps a body of
 * unknown length in a new Request), and the address must not fall back to the proxy's then.
 */
const addresses = new WeakMap<object, string>();

/** The connection's peer on @hono/node-server (the `incoming` message it hands the app); '' under app.request(). */
function peerOf(c: Context): string {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return '';
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return '';
  const socket: unknown = incoming.socket;
  if (typeof socket !== 'object' || socket === null || !('remoteAddress' in socket)) return '';
  return typeof socket.remoteAddress === 'string' ? socket.remoteAddress : '';
}

/** Works out the client's address of every request (server/http/client-address.ts), before any route reads it. */
export function clientAddresses(trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    addresses.set(c.req, clientAddress(peerOf(c), c.req.header('X-Forwarded-For'), trust));
    await next();
  };
}

/** The client's address: the peer's, or the one trusted proxies name; '' for an in-process request (tests). */
export function clientIp(c: Context): string {
  return addresses.get(c.req) ?? peerOf(c);
}

export function userAgent(c: Context): string {
  return (c.req.header('User-Agent') ?? '').slice(0, 512);
}
