import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { SIGNED_IN_USER_ELEMENT, scriptJson } from '../../common/page-data.ts';
import type { AppEnv } from '../http/env.ts';
import { acceptedEncodings, ENCODED_SUFFIX, type Encoding } from '../http/encoding.ts';
import { LANGS, type Lang } from '../i18n.ts';
import type { UserDto } from '../users/dto.ts';
import { linkHeader, preloadFiles, readManifest } from './preload.ts';
import { signedInPaint, withShellPaint } from './signed-in-paint.ts';

// Route table of the built client (CLIENT_DIR), after every API route:
//
//   GET /                          302 → /en/login
//   GET /<file in CLIENT_DIR>      the file (see cacheControlFor)
//   GET /{en|ru}[/...]             index.html, the SPA shell (any depth); /{lang}/trading signed in: with the trader
//   GET /{xx}[/...]  (other lang)  302 → /en/...
//   anything else                  404
//
// The crypto invoice pages /api/{coin}/invoice/{guid} are SPA routes too (spec §2); they will be served with
// the same shell from the API route table in app.ts, before the /api 404, when the invoice issue lands.

const SHELL = 'index.html';
const LANG_PATH = /^\/([a-z]{2})(\/.*)?$/;
const NOT_STATIC = /^\/(?:api|upload|sandbox)(?:\/|$)/;

export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'; // content-hashed names
  if (path === '/sw.js' || path === '/manifest.webmanifest' || path === `/${SHELL}`) return 'no-cache';
  return 'public, max-age=86400';
}

type FoundFile = { absolute: string; size: number; mtimeMs: number };

/** A regular file inside root for a URL path, or null; never anything outside root or a dotfile. */
async function findFile(root: string, urlPath: string): Promise<FoundFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((part) => part.startsWith('.'))) {
    return null;
  }
  const absolute = normalize(join(root, decoded));
  if (!absolute.startsWith(root + sep)) return null;
  try {
    const info = await stat(absolute);
    return info.isFile() ? { absolute, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The file's copy the build compressed ahead (`name.js.br`, `name.js.gz`) in the best encoding the client takes. */
async function encodedCopy(c: Context<AppEnv>, file: FoundFile): Promise<{ encoding: Encoding; file: FoundFile } | null> {
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    const absolute = file.absolute + ENCODED_SUFFIX[encoding];
    try {
      const info = await stat(absolute);
      if (info.isFile()) return { encoding, file: { absolute, size: info.size, mtimeMs: info.mtimeMs } };
    } catch {
      // Not compressed ahead in this encoding (too small, or not text): the next one the client takes.
    }
  }
  return null;
}

async function sendFile(c: Context<AppEnv>, file: FoundFile, cacheControl: string): Promise<Response> {
  const encoded = await encodedCopy(c, file);
  const sent = encoded?.file ?? file;
  const etag = `W/"${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}${encoded ? `-${encoded.encoding}` : ''}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  c.header('Content-Type', getMimeType(file.absolute) ?? 'application/octet-stream');
  // Set, the compress middleware leaves the body alone.
  if (encoded) c.header('Content-Encoding', encoded.encoding);
  return c.body(new Uint8Array(await readFile(sent.absolute)), 200);
}

/**
 * The crypto invoice pages /api/{coin}/invoice/{guid} (spec §2): the SPA shell, mounted in app.ts among the API
 * routes (before the /api 404); the client routes the path to its invoice screen.
 */
export function invoiceShellRoutes(clientDir: string, coins: readonly string[]): Hono<AppEnv> {
  const root = normalize(clientDir);
  const app = new Hono<AppEnv>();
  for (const coin of coins) {
    app.get(`/api/${coin}/invoice/:guid{[A-Za-z0-9-]+}`, async (c) => {
      const shell = await findFile(root, `/${SHELL}`);
      if (!shell) return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
      return sendFile(c, shell, 'no-cache');
    });
  }
  return app;
}

/**
 * The trading page signed in: the shell with the trader written into it (common/page-data.ts), so a device with no
 * stored user renders the balance with its first render instead of after a CSRF and a user round trip (app.ts gives
 * this page the CSRF cookie), and with the top bar and balance painted before any script (./signed-in-paint.ts).
 * Personal: never stored by a cache (the service worker answers later visits with the precached shell and the
 * stored user).
 */
async function sendSignedInShell(c: Context<AppEnv>, shell: FoundFile, user: UserDto, lang: Lang): Promise<Response> {
  const html = withShellPaint(await readFile(shell.absolute, 'utf8'), signedInPaint(user, lang));
  const data = `<script type="application/json" id="${SIGNED_IN_USER_ELEMENT}">${scriptJson(user)}</script>`;
  c.header('Cache-Control', 'no-store');
  return c.html(html.includes('</body>') ? html.replace('</body>', `${data}</body>`) : `${html}${data}`);
}

/** What the trading page needs from the rest of the server (app.ts): the trader a request is signed in as. */
export type TradingPage = { signedInUser: (c: Context<AppEnv>) => Promise<UserDto | null> };

export function clientRoutes(clientDir: string, tradingPage?: TradingPage): Hono<AppEnv> {
  const root = normalize(clientDir);
  const app = new Hono<AppEnv>();

  // The query rides along: `?message=` shows an Error alert on the screen the root leads to (spec §2).
  app.get('/', (c) => c.redirect(`/en/login${new URL(c.req.url).search}`, 302));

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (NOT_STATIC.test(path)) return next();

    const file = await findFile(root, path);
    if (file) return sendFile(c, file, cacheControlFor(path));

    const langPath = LANG_PATH.exec(path);
    if (!langPath) return next();
    const [, code, rest = ''] = langPath;
    const lang = LANGS.find((known) => known === code);
    if (!lang) return c.redirect(`/en${rest}${new URL(c.req.url).search}`, 302);

    const shell = await findFile(root, `/${SHELL}`);
    if (!shell) return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
    const manifest = await readManifest(root);
    const screen = rest.split('/')[1] ?? '';
    const preloads = manifest ? preloadFiles(manifest, lang, screen) : [];
    if (preloads.length > 0) c.header('Link', linkHeader(preloads));
    if (screen === 'trading' && tradingPage) {
      const user = await tradingPage.signedInUser(c);
      if (user !== null) return sendSignedInShell(c, shell, user, lang);
    }
    return sendFile(c, shell, 'no-cache');
  });

  return app;
}
