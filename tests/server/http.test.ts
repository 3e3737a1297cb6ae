import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_PAINT_HASH, Browser, DEMO, json, setCookieLine, signedInTrader, startServer, type TestServer } from './helpers.ts';
import { signedInPaint, withShellPaint } from '../../server/static/signed-in-paint.ts';
import type { UserDto } from '../../server/users/dto.ts';
import { precompressFiles } from '../../scripts/precompress.ts';

let server: TestServer;
let clientDir: string;
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];`;
const SHELL = '<!doctype html><title>shell</title><div id="root"><!--shell--><p>Loading</p><!--/shell--></div>';

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'assets'));
  mkdirSync(join(clientDir, 'icons'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Trader"}');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(clientDir, 'icons', 'icon-192.png'), 'png');
  writeFileSync(join(clientDir, '.env'), 'SECRET=1');
  writeFileSync(join(clientDir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  await precompressFiles(clientDir, ['assets/big-abc123.js']);
  server = await startServer({ CLIENT_DIR: clientDir, PLATFORM_ORIGIN: 'http://127.0.0.1:8081' });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every reply carries a strict CSP and the companion headers', async () => {
    for (const path of ['/api/config', '/en/login', '/api/pg/nope', '/nothing-here']) {
      const response = await server.app.request(path);
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain(`script-src 'self' ${BOOT_PAINT_HASH};`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:8081");
      expect(csp).toContain('frame-src http://127.0.0.1:8081');
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    }
  });

  it('API replies are not stored by caches', async () => {
    expect((await server.app.request('/api/config')).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('limits and errors', () => {
  it('answers 413 JSON above 64 KiB', async () => {
    const b = new Browser(server.app);
    await b.primeCsrf();
    const response = await b.post('/api/contacts', { message: 'x'.repeat(65 * 1024) });
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ return: false, code: 'too_large' });
  });

  it('accepts a body just under the limit', async () => {
    const b = new Browser(server.app);
    await b.primeCsrf();
    const response = await b.post('/api/contacts', { name: 'A', email: 'a@example.com', message: 'x'.repeat(60 * 1024) });
    expect(response.status).toBe(200);
  });

  it('limits form (urlencoded) bodies to 64 KiB too', async () => {
    const b = new Browser(server.app);
    const csrf = await b.primeCsrf();
    const fields = { csrf, name: 'A', email: 'a@example.com', phone: '' };
    const over = await b.send('/api/contacts', { form: { ...fields, message: 'x'.repeat(65 * 1024) }, csrf: false });
    expect(over.status).toBe(413);
    expect(await json(over)).toMatchObject({ return: false, code: 'too_large' });
    // Just under the limit the body is read: the route itself answers (a message that long is its own refusal).
    const under = await b.send('/api/contacts', { form: { ...fields, message: 'x'.repeat(60 * 1024) }, csrf: false });
    expect(under.status).toBe(200);
    expect(await json(under)).toMatchObject({ return: false, field: 'message' });
    const normal = await b.send('/api/contacts', { form: { ...fields, message: 'Hello' }, csrf: false });
    expect(await json(normal)).toMatchObject({ return: true });
  });

  it('cuts a form streamed without Content-Length at the limit', async () => {
    const b = new Browser(server.app);
    const csrf = await b.primeCsrf();
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sentChunks = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`csrf=${csrf}&name=A&email=a%40example.com&message=`));
      },
      pull(controller) {
        // 80 KiB in all, unless the server stops reading first.
        if (sentChunks++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://localhost/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `csrf=${csrf}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('Content-Length')).toBeNull();
    const response = await server.app.request(request);
    expect(response.status).toBe(413);
  });

  it('answers 400 JSON for a malformed body, without a stack trace', async () => {
    const b = new Browser(server.app);
    await b.primeCsrf();
    const response = await b.send('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(200); // an empty body is an empty object: login.invalid
    const broken = await server.app.request('/api/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `csrf=${b.cookies.get('csrf')}`,
        'X-CSRF-Token': b.cookies.get('csrf') ?? '',
      },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    const text = await broken.text();
    expect(JSON.parse(text)).toMatchObject({ return: false, code: 'bad_request' });
    expect(text).not.toMatch(/at \w+ \(|\.ts:\d+/);
  });

  it('answers 400 JSON for a body that is not an object on a call registered by its contract (server/http/handle.ts)', async () => {
    const { app } = await signedInTrader(server, { label: 'malformed-call' });
    const headers = { 'Content-Type': 'application/json', Cookie: [...app.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'X-CSRF-Token': app.cookies.get('csrf') ?? '' };
    for (const [path, body] of [['/api/chat/send', '{"text":'], ['/api/calendar', '[1, 2]'], ['/api/us/create_account', 'not json']] as const) {
      const response = await server.app.request(path, { method: 'POST', headers, body });
      expect(response.status, path).toBe(400);
      expect(await json(response), path).toMatchObject({ return: false, code: 'bad_request' });
    }
  });

  it('unknown API paths answer 404 JSON to a signed-in trader, 401 to a stranger (no route list for guessing)', async () => {
    const { app } = await signedInTrader(server, { label: 'unknown-path' });
    const response = await app.send('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ return: false, code: 'not_found' });
    expect((await server.app.request('/api/does-not-exist')).status).toBe(401);
  });
});

describe('GET /api/config and /api/csrf', () => {
  it('describes the server publicly', async () => {
    expect(await json(await server.app.request('/api/config'))).toEqual({
      return: true,
      platformOrigin: 'http://127.0.0.1:8081',
      captchaSiteKey: null,
      captchaScriptUrl: null,
      sandbox: true,
    });
  });

  it('returns the token the cookie holds', async () => {
    const b = new Browser(server.app);
    const first = await b.primeCsrf();
    const second = await b.primeCsrf();
    expect(second).toBe(first);
    expect(b.cookies.get('csrf')).toBe(first);
  });
});

describe('sandbox controls', () => {
  it('POST /sandbox/clock moves the clock forward without a CSRF token', async () => {
    const before = server.clock.now().getTime();
    const response = await server.app.request('/sandbox/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_ms: 60_000 }),
    });
    expect(response.status).toBe(200);
    const body = await json<{ return: boolean; now: number; offset_ms: number }>(response);
    expect(body.return).toBe(true);
    expect(body.offset_ms).toBeGreaterThanOrEqual(60_000);
    expect(server.clock.now().getTime() - before).toBeGreaterThanOrEqual(60_000);
  });

  it('refuses a negative or non-numeric advance', async () => {
    for (const advance_ms of [-5, 'soon', 1.5]) {
      const response = await server.app.request('/sandbox/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advance_ms }),
      });
      expect(response.status).toBe(400);
    }
  });

  it('does not exist when SANDBOX is off', async () => {
    const app = server.appWith({ SANDBOX: 'off' });
    expect((await app.request('/sandbox/clock', { method: 'POST', body: '{"advance_ms":1}' })).status).toBe(404);
    expect(await json(await app.request('/api/config'))).toMatchObject({ sandbox: false });
  });
});

describe('static client', () => {
  it('/ redirects to /en/login', async () => {
    const response = await server.app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/login');
  });

  it('serves the SPA shell for /en and /ru paths at any depth, uncached', async () => {
    for (const path of ['/en/login', '/ru/trading', '/en', '/en/show/funding/x']) {
      const response = await server.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL);
    }
  });

  it('writes the signed-in trader into the trading page (never cached), with the CSRF cookie its first call needs', async () => {
    const browser = new Browser(server.app);
    expect((await browser.login(DEMO.email, DEMO.password)).status).toBe(200);
    const session = browser.cookies.get('sid') ?? '';
    const response = await server.app.request('/en/trading', { headers: { Cookie: `sid=${session}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('ETag')).toBeNull();
    expect(setCookieLine(response, 'csrf')).toMatch(/^csrf=[\w-]{32,}/);
    const html = await response.text();
    const embedded = /<script type="application\/json" id="signed-in-user">(.*)<\/script>$/.exec(html);
    const refresh = await json<{ user: UserDto }>(await browser.post('/api/fraud/user'));
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual(refresh.user);
    // The static shell gives way to the trader's top bar with the balance (server/static/signed-in-paint.ts).
    expect(html.startsWith(withShellPaint(SHELL, signedInPaint(refresh.user, 'en')))).toBe(true);
    expect(html).toContain('<span class="balance__amount">$10,000.00</span>');
    expect(html).not.toContain('<p>Loading</p>');

    // Other screens, no session or a session that has ended: the shell as it is, revalidated.
    await browser.post('/api/logout');
    for (const [path, cookie] of [['/en/login', `sid=${session}`], ['/en/trading', ''], ['/en/trading', `sid=${session}`]] as const) {
      const plain = await server.app.request(path, { headers: { Cookie: cookie } });
      expect(plain.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(await plain.text(), path).toBe(SHELL);
    }
  });

  it('sends other languages to English, keeping the rest of the path', async () => {
    const response = await server.app.request('/de/trading?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/trading?x=1');
  });

  it('caches hashed assets for a year and revalidates sw.js, the manifest and index.html', async () => {
    const asset = await server.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    for (const path of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const response = await server.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
    expect((await server.app.request('/manifest.webmanifest')).headers.get('Content-Type')).toMatch(/manifest\+json/);
  });

  it('sends the copy the build compressed in the encoding the browser takes, each with its own validator', async () => {
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    const etags = new Set<string>();
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', null],
      [undefined, null],
    ] as const) {
      const headers: Record<string, string> = accept === undefined ? {} : { 'Accept-Encoding': accept };
      const response = await server.app.request('/assets/big-abc123.js', { headers });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(response.headers.get('Vary'), accept).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type'), accept).toMatch(/javascript/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((encoding === null ? bytes : decoders[encoding](bytes)).toString('utf8'), accept).toBe(BIG_SCRIPT);
      const etag = response.headers.get('ETag') ?? '';
      etags.add(etag);
      expect((await server.app.request('/assets/big-abc123.js', { headers: { ...headers, 'If-None-Match': etag } })).status, accept).toBe(304);
    }
    expect(etags.size).toBe(3);
  });

  it('sends a file too small to compress as it is, with its length', async () => {
    const response = await server.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBe(String('console.log(1);'.length));
    expect(await response.text()).toBe('console.log(1);');
  });

  it('reads a hashed asset once and sends it from memory; anything else is read again on each request', async () => {
    const asset = join(clientDir, 'assets', 'later-abc123.js');
    // Asked for before its build landed: not found, and the miss is not remembered.
    expect((await server.app.request('/assets/later-abc123.js')).status).toBe(404);
    writeFileSync(asset, 'export const later = 1;');
    expect(await (await server.app.request('/assets/later-abc123.js')).text()).toBe('export const later = 1;');
    rmSync(asset);
    const fromMemory = await server.app.request('/assets/later-abc123.js');
    expect(fromMemory.status).toBe(200);
    expect(await fromMemory.text()).toBe('export const later = 1;');

    const worker = join(clientDir, 'sw.js');
    writeFileSync(worker, 'self.version = 2;');
    expect(await (await server.app.request('/sw.js')).text()).toBe('self.version = 2;');
    writeFileSync(worker, 'self.addEventListener("fetch", () => {});');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await server.app.request('/sw.js');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const again = await server.app.request('/sw.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('404s unknown paths, dotfiles and escapes from the client folder', async () => {
    for (const path of ['/nothing-here', '/.env', '/assets/missing.js', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      expect((await server.app.request(path)).status, path).toBe(404);
    }
  });

  it('says so when the client is not built', async () => {
    const app = server.appWith({ CLIENT_DIR: join(clientDir, 'missing') });
    expect((await app.request('/en/login')).status).toBe(503);
  });
});
