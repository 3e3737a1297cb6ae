import type { Context } from 'hono';

/** The peer address when running on @hono/node-server; '' under app.request() in tests. */
export function clientIp(c: Context): string {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return '';
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return '';
  const socket: unknown = incoming.socket;
  if (typeof socket !== 'object' || socket === null || !('remoteAddress' in socket)) return '';
  return typeof socket.remoteAddress === 'string' ? socket.remoteAddress : '';
}

export function userAgent(c: Context): string {
  return (c.req.header('User-Agent') ?? '').slice(0, 512);
}
