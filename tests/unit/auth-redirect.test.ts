import { describe, expect, it } from 'vitest';
import { afterLoginUrl, autologinRequest, loginUrl, resetToken, safeRoute, tradingUrl } from '@/features/auth/redirect';

describe('after-login target (spec §2)', () => {
  it('goes to /{lang}/trading', () => {
    expect(afterLoginUrl('en', '')).toBe('/en/trading');
    expect(afterLoginUrl('ru', '?x=1')).toBe('/ru/trading');
  });

  it('adds the rd route as the hash', () => {
    expect(afterLoginUrl('en', '?rd=/show/funding')).toBe('/en/trading#/show/funding');
    expect(afterLoginUrl('ru', '?rd=%2Fshow%2Fpersonal')).toBe('/ru/trading#/show/personal');
    expect(afterLoginUrl('en', '?rd=/listen/card/orange/12/ab-3')).toBe('/en/trading#/listen/card/orange/12/ab-3');
  });

  it('ignores unsafe or empty rd values', () => {
    for (const rd of ['//evil.example', 'https://evil.example/', '/show/<script>', '/../admin', '/', '', 'javascript:alert(1)']) {
      expect(afterLoginUrl('en', `?rd=${encodeURIComponent(rd)}`), rd).toBe('/en/trading');
    }
  });

  it('safeRoute adds a missing leading slash', () => {
    expect(safeRoute('home')).toBe('/home');
    expect(safeRoute(null)).toBeNull();
  });

  it('builds the trading and login URLs', () => {
    expect(tradingUrl('en', '/home')).toBe('/en/trading#/home');
    expect(loginUrl('ru')).toBe('/ru/login');
  });
});

describe('autologin parameters (URL fragment)', () => {
  it('reads email, password and the optional redirect from the fragment', () => {
    expect(autologinRequest('#email=demo%40example.com&password=Demo1234!&redirect=/show/funding')).toEqual({
      email: 'demo@example.com',
      password: 'Demo1234!',
      route: '/show/funding',
    });
    expect(autologinRequest('#email=a@b.co&password=x')).toEqual({ email: 'a@b.co', password: 'x', route: null });
    expect(autologinRequest('#email=a@b.co&password=p%2Bq%26r%23s')).toMatchObject({ password: 'p+q&r#s' });
  });

  it('is null when a credential is empty', () => {
    expect(autologinRequest('')).toBeNull();
    expect(autologinRequest('#')).toBeNull();
    expect(autologinRequest('#email=a@b.co')).toBeNull();
    expect(autologinRequest('#email=%20&password=x')).toBeNull();
    expect(autologinRequest('#email=a@b.co&password=')).toBeNull();
  });

  it('drops an unsafe redirect but still logs in', () => {
    expect(autologinRequest('#email=a@b.co&password=x&redirect=https%3A%2F%2Fevil.example')).toEqual({ email: 'a@b.co', password: 'x', route: null });
  });
});

describe('reset link token (/{lang}/reset#token=…)', () => {
  it('reads a base64url token from the fragment', () => {
    const token = 'AbC_d-0123456789xyzXYZ0123456789abcdefghijk';
    expect(resetToken(`#token=${token}`)).toBe(token);
    expect(resetToken(`token=${token}&x=1`)).toBe(token);
  });

  it('refuses a missing, short or foreign-shaped token', () => {
    for (const hash of ['', '#', '#token=', '#token=short', '#token=<script>alert(1)</script>xxxxxxxx', '#email=a@b.c']) {
      expect(resetToken(hash), hash).toBeNull();
    }
  });
});
