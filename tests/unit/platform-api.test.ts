import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validate } from 'superstruct';
import { fetchPlatformUserInfo, PlatformUserInfoSchema } from '@/api/platform';
import type { User } from '@/api/user';
import { withAvailable } from '@/features/trading/balance';

// The spec §7 platform host read GET /cli/userInfo as the app sends it (fetch stubbed) and what it does to the user.

const PLATFORM = 'http://127.0.0.1:8081';
type Sent = { url: string; authorization: string | undefined };
let sent: Sent[] = [];
let userInfo: { status: number; body: unknown }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  let minted = 0;
  vi.stubGlobal('document', { cookie: 'csrf=csrf-123' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({ url, authorization: headers['Authorization'] });
    if (url === '/api/config') return json({ return: true, platformOrigin: PLATFORM, captchaSiteKey: null, captchaScriptUrl: null, sandbox: true });
    if (url === '/api/platform/token') return json({ return: true, token: `one-time-${(minted += 1)}`, expires_in: 60 });
    if (url === `${PLATFORM}/cli/exchange`) return json({ return: true, token: `bearer-for-${String(JSON.parse(String(init.body)).token)}` });
    const next = userInfo.shift();
    if (url === `${PLATFORM}/cli/userInfo` && next) return json(next.body, next.status);
    return json({ return: false }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /cli/userInfo (platform host)', () => {
  it('sends the platform bearer and reads available and currency; after a 401 it mints a new session once', async () => {
    userInfo = [
      { status: 200, body: { return: true, available: '990.00', currency: 'USD' } },
      { status: 401, body: { return: false } },
      { status: 200, body: { return: true, available: '1008.00', currency: 'USD' } },
    ];
    expect(await fetchPlatformUserInfo()).toEqual({ available: '990.00', currency: 'USD' });
    expect(sent.filter((s) => s.url.endsWith('/cli/userInfo')).at(-1)?.authorization).toBe('Bearer bearer-for-one-time-1');
    expect(await fetchPlatformUserInfo()).toEqual({ available: '1008.00', currency: 'USD' });
    expect(sent.filter((s) => s.url.endsWith('/cli/userInfo')).map((s) => s.authorization)).toEqual([
      'Bearer bearer-for-one-time-1',
      'Bearer bearer-for-one-time-1',
      'Bearer bearer-for-one-time-2',
    ]);
  });

  it('refuses an answer whose available is not a decimal string', async () => {
    userInfo = [{ status: 200, body: { return: true, available: 990, currency: 'USD' } }];
    await expect(fetchPlatformUserInfo()).rejects.toThrow();
    for (const available of ['990.00', '0', '-5.5']) expect(validate({ available, currency: 'USD' }, PlatformUserInfoSchema)[0]).toBeUndefined();
    for (const available of ['9e2', '1,5', '', 'NaN']) expect(validate({ available, currency: 'USD' }, PlatformUserInfoSchema)[0]).toBeDefined();
  });
});

const balance = (accountId: number, currency: string, amount: string) => ({ accountId, accountGroup: 'real', amount, netAmount: amount, currency, type: 'real' as const });

describe('the platform balance on the stored user', () => {
  const user = { current_accountId: 7, available: '1000.00', balances: [balance(7, 'USD', '1000.00'), balance(8, 'EUR', '5.00')] } as unknown as User;

  it('sets available and the current account amount, leaving the other accounts', () => {
    const updated = withAvailable(user, { available: '990.00', currency: 'USD' });
    expect(updated?.available).toBe('990.00');
    expect(updated?.balances.map((b) => b.amount)).toEqual(['990.00', '5.00']);
  });

  it('does nothing when the platform answered for another currency (an account switch in between)', () => {
    expect(withAvailable(user, { available: '3.00', currency: 'EUR' })).toBeNull();
  });
});
