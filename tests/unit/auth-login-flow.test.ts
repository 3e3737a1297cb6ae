import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Reply } from '@/api/http';
import type { User } from '@/api/user';
import { runLogin, type LoginDeps } from '@/features/auth/loginFlow';
import { problemText } from '@/features/auth/problem';
import type { MessageKey } from '@/i18n';

const user = { email: 'demo@example.com' } as User;

function deps(overrides: Partial<LoginDeps> = {}) {
  const calls: string[] = [];
  const base: LoginDeps = {
    getConfig: vi.fn(async () => ({ captchaSiteKey: null, captchaScriptUrl: null })),
    captchaToken: vi.fn(async () => 'captcha-token'),
    platformLogin: vi.fn(async () => {
      calls.push('platform');
      return true;
    }),
    login: vi.fn(async (): Promise<Reply<{ user: User }>> => {
      calls.push('login');
      return { ok: true, value: { user } };
    }),
    notifyLoginFail: vi.fn(async () => {
      calls.push('notify');
    }),
  };
  return { deps: { ...base, ...overrides }, calls };
}

const credentials = { email: 'demo@example.com', password: 'Demo1234!' };
const CAPTCHA = { captchaSiteKey: 'site-key', captchaScriptUrl: 'https://captcha.example/api.js' };

describe('runLogin', () => {
  it('logs in on the platform host first, then the client (spec §7)', async () => {
    const { deps: d, calls } = deps();
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'ok', user });
    expect(calls).toEqual(['platform', 'login']);
    expect(d.platformLogin).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'Demo1234!' });
    expect(d.login).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'Demo1234!' });
  });

  it('does not wait for a captcha when no site key is configured', async () => {
    const { deps: d } = deps();
    await runLogin(credentials, d);
    expect(d.captchaToken).not.toHaveBeenCalled();
  });

  it('sends the captcha token when a site key is configured', async () => {
    const { deps: d } = deps({ getConfig: vi.fn(async () => CAPTCHA) });
    await runLogin(credentials, d);
    expect(d.captchaToken).toHaveBeenCalledWith({ siteKey: 'site-key', scriptUrl: 'https://captcha.example/api.js' });
    expect(d.login).toHaveBeenCalledWith({ ...credentials, token: 'captcha-token' });
  });

  it('gives the platform login a single-use captcha token of its own', async () => {
    let n = 0;
    const { deps: d } = deps({ getConfig: vi.fn(async () => CAPTCHA), captchaToken: vi.fn(async () => `token-${(n += 1)}`) });
    await runLogin(credentials, d);
    expect(d.captchaToken).toHaveBeenCalledTimes(2);
    expect(d.platformLogin).toHaveBeenCalledWith({ ...credentials, token: 'token-1' });
    expect(d.login).toHaveBeenCalledWith({ ...credentials, token: 'token-2' });
  });

  it('proceeds without a token when the captcha gives none', async () => {
    const { deps: d } = deps({
      getConfig: vi.fn(async () => CAPTCHA),
      captchaToken: vi.fn(async () => undefined),
    });
    await runLogin(credentials, d);
    expect(d.login).toHaveBeenCalledWith(credentials);
  });

  it('after a lock, with a captcha configured, tries once more with an unlock token', async () => {
    const throttled: Reply<{ user: User }> = { ok: false, code: 'login.throttled', message: 'locked' };
    const login = vi.fn(async (request: { unlock?: boolean }): Promise<Reply<{ user: User }>> => (request.unlock ? { ok: true, value: { user } } : throttled));
    const captchaToken = vi.fn(async (_setup: unknown, action?: string) => (action === 'unlock' ? 'unlock-token' : 'login-token'));
    const { deps: d } = deps({ getConfig: vi.fn(async () => CAPTCHA), captchaToken, login });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'ok', user });
    expect(login).toHaveBeenLastCalledWith({ ...credentials, token: 'unlock-token', unlock: true });
  });

  it('without a captcha a lock is the answer, and one call is made', async () => {
    const login = vi.fn(async (): Promise<Reply<{ user: User }>> => ({ ok: false, code: 'login.throttled', message: 'locked' }));
    const { deps: d } = deps({ login });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'throttled' });
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('a failed platform login does not stop the client login', async () => {
    const { deps: d } = deps({ platformLogin: vi.fn(async () => false) });
    await expect(runLogin(credentials, d)).resolves.toMatchObject({ kind: 'ok' });
    const { deps: d2 } = deps({ platformLogin: vi.fn(async () => Promise.reject(new Error('cors'))) });
    await expect(runLogin(credentials, d2)).resolves.toMatchObject({ kind: 'ok' });
  });

  it('an unreachable config does not stop the login', async () => {
    const { deps: d } = deps({ getConfig: vi.fn(async () => Promise.reject(new ApiError('network', 'down'))) });
    await expect(runLogin(credentials, d)).resolves.toMatchObject({ kind: 'ok' });
  });

  it('code login.password notifies the server and reports wrong credentials (spec §8)', async () => {
    const { deps: d, calls } = deps({
      login: vi.fn(async (): Promise<Reply<{ user: User }>> => ({ ok: false, code: 'login.password', message: 'Wrong' })),
    });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'wrong-credentials' });
    expect(d.notifyLoginFail).toHaveBeenCalledWith('demo@example.com');
    expect(calls).toEqual(['platform', 'notify']);
  });

  it('a failed notification still reports wrong credentials', async () => {
    const { deps: d } = deps({
      login: vi.fn(async (): Promise<Reply<{ user: User }>> => ({ ok: false, code: 'login.password', message: 'Wrong' })),
      notifyLoginFail: vi.fn(async () => Promise.reject(new ApiError('network', 'down'))),
    });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'wrong-credentials' });
  });

  it('other refusals carry the server message', async () => {
    const { deps: d } = deps({
      login: vi.fn(async (): Promise<Reply<{ user: User }>> => ({ ok: false, code: 'login.blocked', message: 'Blocked' })),
    });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'refused', code: 'login.blocked', message: 'Blocked' });
    expect(d.notifyLoginFail).not.toHaveBeenCalled();
  });

  it('code login.throttled is its own outcome and reports no failure', async () => {
    const { deps: d } = deps({
      login: vi.fn(async (): Promise<Reply<{ user: User }>> => ({ ok: false, code: 'login.throttled', message: 'Wait' })),
    });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'throttled' });
    expect(d.notifyLoginFail).not.toHaveBeenCalled();
  });

  it('two-factor: the right password alone asks for the code; the code then goes to the client door only', async () => {
    const login = vi.fn(async (request: { otp?: string }): Promise<Reply<{ user: User }>> =>
      request.otp === undefined
        ? { ok: false, code: 'login.otp_required', message: 'Enter the code' }
        : request.otp === '123456'
          ? { ok: true, value: { user } }
          : { ok: false, code: 'login.otp', field: 'otp', message: 'That code is not right.' },
    );
    const { deps: d, calls } = deps({ login });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'second-factor' });
    expect(calls).toEqual(['platform']);
    await expect(runLogin({ ...credentials, otp: '000000' }, d)).resolves.toEqual({ kind: 'wrong-code', message: 'That code is not right.' });
    await expect(runLogin({ ...credentials, otp: '123456' }, d)).resolves.toEqual({ kind: 'ok', user });
    // A code works once: it never went to the platform's door, which the first step alone visited.
    expect(d.platformLogin).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenLastCalledWith({ ...credentials, otp: '123456' });
    expect(d.notifyLoginFail).not.toHaveBeenCalled();
  });

  it('transport errors are returned, not thrown', async () => {
    const error = new ApiError('timeout', 'slow');
    const { deps: d } = deps({ login: vi.fn(async () => Promise.reject(error)) });
    await expect(runLogin(credentials, d)).resolves.toEqual({ kind: 'transport', error });
  });
});

const keysOnly = (key: MessageKey, vars?: Record<string, string | number>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

describe('problemText', () => {
  const t = keysOnly;

  it('names each transport problem', () => {
    expect(problemText(new ApiError('timeout', 'x'), t)).toBe('error.timeout');
    expect(problemText(new ApiError('schema', 'x'), t)).toBe('error.schema');
    expect(problemText(new ApiError('csrf', 'x', 403), t)).toBe('error.csrf');
    expect(problemText(new ApiError('auth', 'x', 401), t)).toBe('error.auth');
    expect(problemText(new ApiError('http', 'x', 502), t)).toBe('error.http {"status":502}');
    expect(problemText(new ApiError('http', 'Server said no'), t)).toBe('Server said no');
    expect(problemText(new Error('boom'), t)).toBe('auth.server_error');
  });
});
