import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const CSRF_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest lifetime browsers accept

const isHttps = (origin: string) => origin.startsWith('https:');

/** HttpOnly; Lax so a bank's 3-D Secure return (a top-level GET from another site) keeps the session. */
export function setSessionCookie(c: Context, token: string, origin: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    secure: isHttps(origin),
  });
}

export function clearSessionCookie(c: Context, origin: string): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(origin) });
}

/** Readable by script (double-submit), Strict so no other site's request ever carries it. */
export function setCsrfCookie(c: Context, token: string, origin: string): void {
  setCookie(c, CSRF_COOKIE, token, { sameSite: 'Strict', path: '/', maxAge: CSRF_MAX_AGE_S, secure: isHttps(origin) });
}
