import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { BOOT_PAINT_SCRIPT } from '../../common/boot-paint-script.ts';
import type { Config } from '../config.ts';

type Directives = Readonly<Record<string, readonly string[]>>;

export function buildCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

// Only features browsers know: an unknown one (e.g. interest-cohort) is logged as a console error.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A CSP source allowing one inline script, by the hash of its exact text. */
export const inlineScriptSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The app origin: the shell, the API and the fragments. A configured captcha adds its own origins, and only those.
 * The one inline script is the shell's boot paint (common/boot-paint.ts).
 */
export function appCsp(config: Config): string {
  const captcha = config.captcha?.origins ?? [];
  return buildCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'", inlineScriptSource(BOOT_PAINT_SCRIPT), ...captcha],
    // sonner injects its stylesheet at runtime, and React sets style attributes; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", config.platformOrigin],
    'frame-src': [config.platformOrigin, ...captcha],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** The platform host: its pages live inside the app's iframe, so only the app origin may frame it. */
export function platformCsp(config: Config): string {
  return buildCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [...config.appOrigins],
  });
}

/**
 * Sets each header on the way out. A CSP the route already set stays: it is a stricter one for that reply (a file a
 * trader uploaded, http/file-reply.ts), and the site-wide policy put over it would let the file run as a page.
 */
function headersMiddleware(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
  };
}

export function appSecurityHeaders(config: Config): MiddlewareHandler {
  return headersMiddleware({
    'Content-Security-Policy': appCsp(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    ...(config.appOrigin.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  });
}

/**
 * CSP frame-ancestors names the allowed parents (the app, under each of its origins). Old browsers that know only
 * X-Frame-Options get the canonical one in its old ALLOW-FROM form; browsers with frame-ancestors ignore it.
 */
export function platformSecurityHeaders(config: Config): MiddlewareHandler {
  return headersMiddleware({
    'Content-Security-Policy': platformCsp(config),
    'X-Frame-Options': `ALLOW-FROM ${config.appOrigin}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(config.platformOrigin.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  });
}
