import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/users/device.ts';
import { LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES } from '../../server/users/login-throttle.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Strangers who guess a trader's e-mail five times must not lock the trader out: a browser the trader signed in on
// before (the signed device cookie) keeps its own allowance, while the strangers stay locked.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Trade1234!';

async function strangerLogin(email: string, password: string): Promise<Record<string, unknown>> {
  return json(await new Browser(server.app).login(email, password));
}

/** A browser holding only the device cookie of `owner` (signed out: a new session, a new CSRF token). */
function deviceOf(owner: Browser): Browser {
  const browser = new Browser(server.app);
  const device = owner.cookies.get(DEVICE_COOKIE);
  if (device === undefined) throw new Error('no device cookie');
  browser.cookies.set(DEVICE_COOKIE, device);
  return browser;
}

async function lockOut(email: string): Promise<void> {
  for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect(await strangerLogin(email, `stranger-guess${i}`)).toMatchObject({ code: 'login.password' });
  expect(await strangerLogin(email, PASSWORD)).toMatchObject({ code: 'login.throttled' });
}

describe('login throttle and the device the trader signed in on before', () => {
  it('lets the owner in from their device with the right password while strangers stay locked', async () => {
    const owner = await signedInTrader(server, { label: 'device-owner' });
    await lockOut(owner.email);
    expect(await json(await deviceOf(owner.app).login(owner.email, PASSWORD))).toMatchObject({ return: true });
    // The owner's success does not hand the strangers a fresh allowance.
    expect(await strangerLogin(owner.email, PASSWORD)).toMatchObject({ code: 'login.throttled' });
  });

  it('gives the device an allowance of its own: five wrong passwords there lock it too, for the window', async () => {
    const owner = await signedInTrader(server, { label: 'device-guess' });
    const device = deviceOf(owner.app);
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect(await json(await device.login(owner.email, `device-guess${i}`))).toMatchObject({ code: 'login.password' });
    expect(await json(await device.login(owner.email, PASSWORD))).toMatchObject({ code: 'login.throttled' });
    await server.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect(await json(await device.login(owner.email, PASSWORD))).toMatchObject({ return: true });
  });

  it('a forged device cookie, or one naming another trader, is a stranger', async () => {
    const owner = await signedInTrader(server, { label: 'device-forged' });
    const other = await signedInTrader(server, { label: 'device-other' });
    await lockOut(owner.email);
    const forged = new Browser(server.app);
    forged.cookies.set(DEVICE_COOKIE, `${owner.id}.${'A'.repeat(43)}`);
    expect(await json(await forged.login(owner.email, PASSWORD))).toMatchObject({ code: 'login.throttled' });
    expect(await json(await deviceOf(other.app).login(owner.email, PASSWORD))).toMatchObject({ code: 'login.throttled' });
  });
});
