import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { errorReply } from '../http/errors.ts';
import { clientIp } from '../http/client-info.ts';

/*
 * Who may use the sandbox controls (settle an invoice, move the clock, read a trader's charges…): the machine
 * itself, or whoever sends X-Sandbox-Token when SANDBOX_TOKEN is set. Anyone else gets the 404 of a server without
 * a sandbox. The sandbox processors' own pages (3-D Secure challenge, hosted card page, Skrill) stay open: the
 * trader's browser is sent there during a payment, as it would be to a real provider.
 */

const PROCESSOR_PAGES = /^\/sandbox\/(?:3ds|pay|skrill)\/[^/]+$/;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6; '' is an in-process request (app.request in tests), no socket at all. */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return address === '' || address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function sandboxGate(config: Pick<Config, 'sandboxToken'>): MiddlewareHandler {
  return async (c, next) => {
    if (PROCESSOR_PAGES.test(c.req.path)) return next();
    const token = config.sandboxToken;
    const sent = c.req.header('X-Sandbox-Token') ?? '';
    if (isLoopback(clientIp(c)) || (token !== null && sameToken(sent, token))) return next();
    return errorReply(c, 404, 'not_found');
  };
}
