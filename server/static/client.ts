import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { SIGNED_IN_USER_ELEMENT, scriptJson } from '../../common/page-data.ts';
import type { AppEnv } from '../http/env.ts';
import { acceptedEncodings, ENCODED_SUFFIX, ENCODINGS, type Encoding } from '../http/encoding.ts';
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

/** A file of the client with the copies the build compressed ahead of it; `kept`: their bytes stay in memory once read. */
type ClientFile = FoundFile & { encoded: Partial<Record<Encoding, FoundFile>>; kept: boolean };

const readBytes = async (absolute: string): Promise<Uint8Array<ArrayBuffer>> => new Uint8Array(await readFile(absolute));

/** A regular file's size and age, or null. */
async function fileInfo(absolute: string): Promise<FoundFile | null> {
  try {
    const info = await stat(absolute);
    return info.isFile() ? { absolute, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The absolute path of a URL path inside root, or null: never anything outside root or a dotfile. */
function pathInside(root: string, urlPath: string): string | null {
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
  return absolute.startsWith(root + sep) ? absolute : null;
}

/**
 * The built client's files. A content-hashed file under assets/ never changes under its name, so it is looked up
 * (with its compressed copies) and read once, then sent from memory: home's load asks for about fifty of them, and
 * the three `stat`s and a read apiece were a tenth of the server's work for the page (the folder is ~2.6 MB in all).
 * Anything else (the shell, sw.js, the manifest, icons) is looked up on every request, so a new build shows at once.
 */
function clientFiles(root: string) {
  const immutableDir = join(root, 'assets') + sep;
  const remembered = new Map<string, Promise<ClientFile | null>>();
  const keptBytes = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  async function lookUp(absolute: string, kept: boolean): Promise<ClientFile | null> {
    const original = await fileInfo(absolute);
    if (!original) return null;
    const encoded: ClientFile['encoded'] = {};
    for (const encoding of ENCODINGS) {
      // None in an encoding when the file is too small or not text.
      const copy = await fileInfo(absolute + ENCODED_SUFFIX[encoding]);
      if (copy) encoded[encoding] = copy;
    }
    return { ...original, encoded, kept };
  }

  function bytesOf(file: FoundFile, kept: boolean): Promise<Uint8Array<ArrayBuffer>> {
    if (!kept) return readBytes(file.absolute);
    let bytes = keptBytes.get(file.absolute);
    if (!bytes) {
      bytes = readBytes(file.absolute);
      keptBytes.set(file.absolute, bytes);
      bytes.catch(() => keptBytes.delete(file.absolute));
    }
    return bytes;
  }

  return {
    /** A regular file inside root for a URL path, or null. */
    find(urlPath: string): Promise<ClientFile | null> {
      const absolute = pathInside(root, urlPath);
      if (absolute === null) return Promise.resolve(null);
      if (!absolute.startsWith(immutableDir)) return lookUp(absolute, false);
      let found = remembered.get(absolute);
      if (!found) {
        // A miss is not remembered: a name asked for before its build landed is found once it has, and made-up
        // names cannot grow the map.
        found = lookUp(absolute, true).then((file) => {
          if (!file) remembered.delete(absolute);
          return file;
        });
        remembered.set(absolute, found);
      }
      return found;
    },

    /** The file in the best encoding the client takes, or a 304 when the client has that copy already. */
    async send(c: Context<AppEnv>, file: ClientFile, cacheControl: string): Promise<Response> {
      const encoding = acceptedEncodings(c.req.header('Accept-Encoding')).find((accepted) => file.encoded[accepted]);
      const sent = (encoding && file.encoded[encoding]) || file;
      const etag = `W/"${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
      c.header('Cache-Control', cacheControl);
      c.header('ETag', etag);
      c.header('Vary', 'Accept-Encoding');
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      c.header('Content-Type', getMimeType(file.absolute) ?? 'application/octet-stream');
      // Set, the compress middleware leaves the body alone: an encoded copy, and (by its length) a file too small to
      // be worth compressing, which it would otherwise gzip on every request as a stream.
      if (encoding) c.header('Content-Encoding', encoding);
      const bytes = await bytesOf(sent, file.kept);
      c.header('Content-Length', String(bytes.byteLength));
      return c.body(bytes, 200);
    },
  };
}

/**
 * The crypto invoice pages /api/{coin}/invoice/{guid} (spec §2): the SPA shell, mounted in app.ts among the API
 * routes (before the /api 404); the client routes the path to its invoice screen.
 */
export function invoiceShellRoutes(clientDir: string, coins: readonly string[]): Hono<AppEnv> {
  const files = clientFiles(normalize(clientDir));
  const app = new Hono<AppEnv>();
  for (const coin of coins) {
    app.get(`/api/${coin}/invoice/:guid{[A-Za-z0-9-]+}`, async (c) => {
      const shell = await files.find(`/${SHELL}`);
      if (!shell) return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
      return files.send(c, shell, 'no-cache');
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
  const files = clientFiles(root);
  const app = new Hono<AppEnv>();

  // The query rides along: `?message=` shows an Error alert on the screen the root leads to (spec §2).
  app.get('/', (c) => c.redirect(`/en/login${new URL(c.req.url).search}`, 302));

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (NOT_STATIC.test(path)) return next();

    const file = await files.find(path);
    if (file) return files.send(c, file, cacheControlFor(path));

    const langPath = LANG_PATH.exec(path);
    if (!langPath) return next();
    const [, code, rest = ''] = langPath;
    const lang = LANGS.find((known) => known === code);
    if (!lang) return c.redirect(`/en${rest}${new URL(c.req.url).search}`, 302);

    const shell = await files.find(`/${SHELL}`);
    if (!shell) return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
    const manifest = await readManifest(root);
    const screen = rest.split('/')[1] ?? '';
    const preloads = manifest ? preloadFiles(manifest, lang, screen) : [];
    if (preloads.length > 0) c.header('Link', linkHeader(preloads));
    if (screen === 'trading' && tradingPage) {
      const user = await tradingPage.signedInUser(c);
      if (user !== null) return sendSignedInShell(c, shell, user, lang);
    }
    return files.send(c, shell, 'no-cache');
  });

  return app;
}
