import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic } from '../../server/http/public-api.ts';
import { Browser, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The route table walked as a stranger would: every API and upload route answers 401 without a session unless it is
// on the public list, and every state-changing one answers 403 without the CSRF header, signed in or not.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Each path a route pattern stands for: a `{a|b}` parameter once per alternative, any other parameter as x1. */
function pathsOf(pattern: string): string[] {
  const choice = /:\w+\{([\w|-]+)\}/.exec(pattern);
  if (choice) return choice[1]!.split('|').flatMap((one) => pathsOf(pattern.replace(choice[0], one)));
  return [pattern.replace(/:\w+(\{[^}]*\})?/g, 'x1').replace(/\*$/, 'x1')];
}

/** Each route once, with its parameters filled in (`/api/:coin{btc|eth}/pay` → /api/btc/pay and /api/eth/pay). */
function routeTable(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of server.app.routes) {
    if (route.method === 'ALL' || !(route.path.startsWith('/api/') || route.path.startsWith('/upload'))) continue;
    for (const path of pathsOf(route.path)) seen.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...seen.values()];
}

const send = (browser: Browser, method: string, path: string, csrf = true) =>
  method === 'GET' ? browser.send(path) : browser.send(path, { method, json: {}, csrf });

describe('auth by default', () => {
  it('answers 401 on every route off the public list without a session', async () => {
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(150);
    const guest = new Browser(server.app);
    await guest.primeCsrf();
    const open: string[] = [];
    let guarded = 0;
    for (const { method, path } of routes) {
      if (isPublic(method, path)) continue;
      const status = (await send(guest, method, path)).status;
      if (status === 401) guarded += 1;
      else open.push(`${method} ${path} → ${status}`);
    }
    expect(open).toEqual([]);
    expect(guarded).toBeGreaterThan(140);
  });

  it('answers 403 on every state-changing route without the CSRF header, signed in or not', async () => {
    const { app } = await signedInTrader(server, { label: 'auth-walk' });
    const guest = new Browser(server.app);
    await guest.primeCsrf();
    const unguarded: string[] = [];
    for (const { method, path } of routeTable().filter((route) => UNSAFE.has(route.method))) {
      for (const browser of [app, guest]) {
        const status = (await send(browser, method, path, false)).status;
        if (status !== 403) unguarded.push(`${method} ${path} → ${status}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('keeps the public list public: a stranger reaches those routes (they answer, not 401)', async () => {
    const guest = new Browser(server.app);
    await guest.primeCsrf();
    for (const [method, path] of [
      ['GET', '/api/config'],
      ['POST', '/api/login'],
      ['POST', '/api/contacts'],
      ['GET', '/api/btc/invoice/unknown-guid'],
    ] as const) {
      expect((await send(guest, method, path)).status, `${method} ${path}`).not.toBe(401);
    }
  });
});
