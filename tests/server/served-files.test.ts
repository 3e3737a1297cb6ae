import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Traders' own files (verification documents, ticket attachments) go out so that a browser never runs them as a page
// of the app's origin: their own sandboxing CSP (not the app's, which the header middleware must not put over it),
// a disposition (a PDF downloads, only images show inline), no sniffing, no cache.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const FILE_CSP = "default-src 'none'; sandbox";

function multipart(b: Browser, path: string, fields: Record<string, string>, file: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  const headers = new Headers({ Cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-CSRF-Token': b.cookies.get('csrf') ?? '' });
  return server.app.request(path, { method: 'POST', headers, body: form });
}

function expectServedSafely(response: Response, disposition: 'inline' | 'attachment', name: string): void {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Security-Policy')).toBe(FILE_CSP);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Content-Disposition')).toMatch(new RegExp(`^${disposition}; filename="${name.replace('.', '\\.')}"`));
}

describe('files a trader uploaded, served back', () => {
  it('verification documents: the sandboxing CSP survives the middleware; an image inline, a PDF downloads', async () => {
    const t = await signedInTrader(server, { label: 'files-doc' });
    expect(await json(await multipart(t.app, '/upload', { type: 'doc', doc_type: 'passport' }, { name: 'passport.png', bytes: PNG }))).toMatchObject({ return: true });
    expect(await json(await multipart(t.app, '/upload', { type: 'doc', doc_type: 'passport' }, { name: 'page 2.pdf', bytes: PDF }))).toMatchObject({ return: true });
    expectServedSafely(await t.app.send('/upload/passport/0'), 'inline', 'passport.png');
    expectServedSafely(await t.app.send('/upload/passport/1'), 'attachment', 'page_2.pdf');
  });

  it('ticket attachments: the same headers', async () => {
    const t = await signedInTrader(server, { label: 'files-att' });
    const form = { department: '12', priority: '1', subject: 'Files', content: 'See the files.' };
    const png = await json<{ ticket: { id: number } }>(await multipart(t.app, '/api/kayako/form', form, { name: 'receipt.png', bytes: PNG }));
    const pdf = await json<{ ticket: { id: number } }>(await multipart(t.app, '/api/kayako/form', form, { name: 'statement.pdf', bytes: PDF }));
    const attachmentOf = async (id: number) => {
      const view = await json<{ posts: { attachments: { id: number }[] }[] }>(await t.app.post('/api/kayako/ticket', { id }));
      return view.posts[0]?.attachments[0]?.id ?? 0;
    };
    expectServedSafely(await t.app.send(`/api/kayako/att?id=${await attachmentOf(png.ticket.id)}`), 'inline', 'receipt.png');
    expectServedSafely(await t.app.send(`/api/kayako/att?id=${await attachmentOf(pdf.ticket.id)}`), 'attachment', 'statement.pdf');
  });

  it('every other reply still carries the app CSP', async () => {
    const t = await signedInTrader(server, { label: 'files-csp' });
    expect((await t.app.post('/api/us/documents', {})).headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });
});
