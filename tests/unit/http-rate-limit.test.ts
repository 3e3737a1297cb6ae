import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ask } from '@/api/http';
import { callBack, contactForm } from '@common/api/support.calls';
import { setLanguage } from '@/api/language';

// A 429 (a budget spent on the server, server/http/too-many.ts) is a failure the form shows, never a generic error:
// the server's own words when its body says them, else a "try again" with the Retry-After the reply carried.

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'csrf=token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const answer = (response: Response) => vi.stubGlobal('fetch', async () => response);

describe('a 429', () => {
  it('becomes a failure with the server message and code', async () => {
    answer(new Response(JSON.stringify({ return: false, code: 'rate_limited', message: 'Too many requests. Try again in 7 minutes.' }), { status: 429, headers: { 'Retry-After': '420' } }));
    await expect(ask(contactForm, {})).resolves.toEqual({ ok: false, code: 'rate_limited', message: 'Too many requests. Try again in 7 minutes.' });
  });

  it('without a readable body (a proxy page) still says how long to wait, in the language of the app', async () => {
    answer(new Response('<html>slow down</html>', { status: 429, headers: { 'Retry-After': '150' } }));
    await expect(ask(callBack, {})).resolves.toEqual({ ok: false, code: 'rate_limited', message: 'Too many requests. Try again in 3 minutes.' });
    setLanguage('ru');
    answer(new Response('', { status: 429 }));
    const reply = await ask(callBack, {});
    expect(reply).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(reply.ok ? '' : reply.message).toMatch(/Слишком много запросов/);
  });
});
