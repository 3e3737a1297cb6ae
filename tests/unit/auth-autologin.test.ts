import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/user';
import { runAutologin, type AutologinDeps } from '@/features/auth/autologin';
import type { LoginOutcome } from '@/features/auth/loginFlow';

const user = { email: 'demo@example.com', userId: 1 } as User;

function deps(hash: string, outcome: LoginOutcome | Error = { kind: 'ok', user }) {
  const steps: string[] = [];
  const d: AutologinDeps = {
    hash,
    forgetAddress: vi.fn(() => void steps.push('forget')),
    logIn: vi.fn(async (email: string, password: string) => {
      steps.push(`login ${email} ${password}`);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
    startSession: vi.fn(async () => void steps.push('session')),
  };
  return { d, steps };
}

describe('autologin (spec §2)', () => {
  it('forgets the address first, then logs in, starts the session and opens trading with the redirect', async () => {
    const { d, steps } = deps('#email=demo%40example.com&password=Demo1234!&redirect=/show/funding');
    await expect(runAutologin('en', d)).resolves.toBe('/en/trading#/show/funding');
    expect(steps).toEqual(['forget', 'login demo@example.com Demo1234!', 'session']);
    expect(d.startSession).toHaveBeenCalledWith(user);
  });

  it('opens the trading home when no redirect is given', async () => {
    const { d } = deps('#email=demo%40example.com&password=Demo1234!');
    await expect(runAutologin('ru', d)).resolves.toBe('/ru/trading');
  });

  it('goes to login with empty credentials, without calling the server, and still forgets the address', async () => {
    for (const hash of ['', '#email=demo%40example.com', '#password=x']) {
      const { d, steps } = deps(hash);
      await expect(runAutologin('en', d)).resolves.toBe('/en/login');
      expect(steps).toEqual(['forget']);
    }
  });

  it.each<[string, LoginOutcome | Error]>([
    ['a wrong password', { kind: 'wrong-credentials' }],
    ['a refusal', { kind: 'refused', message: 'blocked', code: 'login.blocked' }],
    ['a transport failure', { kind: 'transport', error: new Error('offline') }],
    ['an exception', new Error('boom')],
  ])('goes to login after %s, without starting a session', async (_label, outcome) => {
    const { d } = deps('#email=demo%40example.com&password=nope', outcome);
    await expect(runAutologin('en', d)).resolves.toBe('/en/login');
    expect(d.startSession).not.toHaveBeenCalled();
  });
});
