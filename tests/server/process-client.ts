import { request } from 'node:http';

/*
 * A browser in miniature for the real server process (tests/server/process.test.ts): node:http, so each request
 * can leave from a chosen loopback address (127.0.0.0/8 is all this machine), with a cookie jar and the CSRF header
 * the client sends.
 */

export type Sent = { status: number; body: Record<string, unknown>; headers: Record<string, string | string[] | undefined> };

export class ProcessBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly localAddress: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async send(method: 'GET' | 'POST', path: string, body?: unknown, form = false): Promise<Sent> {
    const payload = body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    return this.raw(method, path, payload === undefined ? undefined : Buffer.from(payload), form ? 'application/x-www-form-urlencoded' : 'application/json');
  }

  private async raw(method: 'GET' | 'POST', path: string, payload: Buffer | undefined, contentType: string): Promise<Sent> {
    const url = new URL(path, this.origin);
    const headers: Record<string, string> = { Accept: 'application/json', ...this.extraHeaders };
    if (payload !== undefined) headers['Content-Type'] = contentType;
    const csrf = this.cookies.get('csrf');
    if (method === 'POST' && csrf) headers['X-CSRF-Token'] = csrf;
    if (this.cookies.size > 0) headers['Cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const outgoing = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: this.localAddress }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          for (const line of incoming.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const eq = pair.indexOf('=');
            if (/max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq));
            else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
          }
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = { text };
          }
          resolve({ status: incoming.statusCode ?? 0, body: parsed, headers: incoming.headers });
        });
      });
      outgoing.on('error', reject);
      if (payload !== undefined) outgoing.write(payload);
      outgoing.end();
    });
  }

  /** The same cookies (session, CSRF) against another server process on the same database. */
  sameSessionOn(origin: string): ProcessBrowser {
    const twin = new ProcessBrowser(origin, this.localAddress, this.extraHeaders);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  /** A new support ticket with one attachment, as the ticket form posts it (multipart). */
  async sendTicket(fields: Record<string, string>, file: Buffer): Promise<Sent> {
    const boundary = `----process${Date.now().toString(16)}`;
    const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
    return this.raw('POST', '/api/kayako/form', Buffer.concat(parts), `multipart/form-data; boundary=${boundary}`);
  }

  /** GET /api/csrf first, as the client's first call does. */
  async post(path: string, body: unknown = {}): Promise<Sent> {
    if (!this.cookies.has('csrf')) await this.send('GET', '/api/csrf');
    return this.send('POST', path, body);
  }
}
