import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, loginBody } from '@/api/auth';
import { logout } from '@/api/session';
import { logoutTarget } from '@/app/session';

// The wire shape of the spec §7 auth calls, as the fetch wrapper sends them (fetch, cookie and location stubbed).

type Sent = { url: string; headers: Record<string, string>; body: unknown };

let sent: Sent[] = [];
let answer: unknown = { return: true };

beforeEach(() => {
  sent = [];
  vi.stubGlobal('document', { cookie: 'csrf=csrf-123' });
  vi.stubGlobal('location', { pathname: '/en/login', search: '?rd=/show/funding', hash: '' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST /api/login body (spec §7)', () => {
  it('carries exactly the spec fields', async () => {
    answer = { return: false, code: 'login.password', message: 'Wrong email or password.' };
    await login({ email: 'demo@example.com', password: 'Demo1234!', token: 'captcha-token' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/login');
    expect(sent[0]?.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(sent[0]?.body).toEqual({
      email: 'demo@example.com',
      password: 'Demo1234!',
      token: 'captcha-token',
      rubens: '',
      url: '/en/login',
      csrf: 'csrf-123',
      recaptcha: 'captcha-token',
    });
  });

  it('sends empty captcha fields when there is no captcha, and never a query or fragment as url', () => {
    expect(loginBody({ email: 'a@b.co', password: 'x' }, 'c', '/en/autologin')).toEqual({
      email: 'a@b.co',
      password: 'x',
      token: '',
      rubens: '',
      url: '/en/autologin',
      csrf: 'c',
      recaptcha: '',
    });
  });
});

describe('POST /api/logout (spec §7 "with redirect target")', () => {
  it('names the target and resolves the server’s answer', async () => {
    answer = { return: true, redirect: '/en/login' };
    await expect(logout('/en/login')).resolves.toBe('/en/login');
    expect(sent[0]).toMatchObject({ url: '/api/logout', body: { redirect: '/en/login' } });
  });

  it('follows only a screen of the app in the same language', () => {
    expect(logoutTarget('ru', '/ru/login')).toBe('/ru/login');
    expect(logoutTarget('ru', '/ru/register')).toBe('/ru/register');
    for (const answered of [null, '', 'https://evil.example/', '//evil.example/ru/', '/en/login', '/ru//x']) {
      expect(logoutTarget('ru', answered), String(answered)).toBe('/ru/login');
    }
  });
});
