import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askOrThrow, isApiError } from '@/api/http';
import { forget } from '@common/api/auth.calls';

// The double-submit token when two first requests race: each reply without the cookie hands out a token of its
// own, and the browser keeps the last one (server/http/csrf.ts).

let cookie = '';
let sent: string[] = [];

/** The server's check: the header must equal the cookie the request carried. */
function serverAnswer(header: string | undefined): Response {
  const ok = header !== undefined && `csrf=${header}` === cookie;
  return new Response(JSON.stringify(ok ? { return: true, message: 'sent' } : { return: false, code: 'csrf' }), { status: ok ? 200 : 403 });
}

beforeEach(() => {
  cookie = '';
  sent = [];
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
  });
  vi.stubGlobal('location', { pathname: '/en/forgot', search: '', hash: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CSRF token race', () => {
  it('sends a refused call once more with the token the browser holds now', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const header = (init.headers as Record<string, string>)['X-CSRF-Token'];
      sent.push(`${url} ${header ?? ''}`.trim());
      if (url === '/api/csrf') {
        // /api/csrf names token A, but another first request's reply lands after it and sets B.
        cookie = 'csrf=token-b';
        return new Response(JSON.stringify({ token: 'token-a' }), { status: 200 });
      }
      return serverAnswer(header);
    });
    await expect(askOrThrow(forget, { email: 'someone@example.com' })).resolves.toBeDefined();
    expect(sent).toEqual(['/api/csrf', '/api/forget token-a', '/api/forget token-b']);
  });

  it('does not send again when the browser holds the very token that was refused', async () => {
    cookie = 'csrf=token-a';
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const header = (init.headers as Record<string, string>)['X-CSRF-Token'];
      sent.push(`${url} ${header ?? ''}`.trim());
      return new Response(JSON.stringify({ return: false, code: 'csrf' }), { status: 403 });
    });
    const refused = await askOrThrow(forget, {}).catch((error: unknown) => error);
    expect(isApiError(refused, 'csrf')).toBe(true);
    expect(sent).toEqual(['/api/forget token-a']);
  });
});
