import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, CONTRACT } from '../../common/api/index.ts';
import { pathPattern } from '../../common/api/route.ts';
import { signedInTrader, startServer, type TestServer } from './helpers.ts';

// The wire contract is written once, in common/api: this holds the server's route table, server/API.md and the
// schemas together. A route without a contract, a contract without a route, a call documented outside its
// capability's section, a documented body field the schema does not know, and a body field of the wrong kind
// that reaches a route are all failures here.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Each API route once, as `METHOD path` with its parameters filled in (`:guid{…}` → x1). */
function appRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of server.app.routes) {
    if (route.method === 'ALL' || !(route.path.startsWith('/api/') || route.path.startsWith('/upload'))) continue;
    const path = route.path.replace(/:\w+(\{[^}]*\})?/g, 'x1');
    seen.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...seen.values()];
}

const matches = (call: { method: string; path: string }, route: { method: string; path: string }) =>
  call.method === route.method && pathPattern(call.path.replace(/:(\w+)\{[^}]*\}/g, ':$1')).test(route.path);

/** API.md split by its `##` headings; a section that names a capability ends its heading with it in backticks. */
function sections(): { capability: string | null; text: string }[] {
  const doc = readFileSync(new URL('../../server/API.md', import.meta.url), 'utf8');
  return doc.split(/^## /m).slice(1).map((part) => {
    const heading = part.slice(0, part.indexOf('\n'));
    return { capability: /`(\w+)`\s*$/.exec(heading)?.[1] ?? null, text: part };
  });
}

/** The paths a section mentions (`/api/{coin}/pay`, `/upload/{type}/no`, `/api/pay/{a\|b}`) as patterns. */
function documentedPaths(text: string): RegExp[] {
  const paths = [...text.matchAll(/`(?:(?:GET|POST) )?(\/(?:api|upload)[^`\s?]*)/g)].map((match) => match[1] ?? '');
  return paths.map((path) => new RegExp(`^${path.replace(/\\\|/g, '|').replace(/\{([^}]*)\}/g, (_all, inner: string) => (inner.includes('|') ? `(?:${inner})` : '[^/]+'))}$`));
}

const samplePath = (path: string) => path.replace(/:\w+\{([^}|]*)\|?[^}]*\}/g, (_all, first: string) => first.replace(/[^\w-]/g, '') || 'x1').replace(/:\w+/g, 'x1');

describe('the wire contract', () => {
  it('covers every API route, and every call it lists is a route', () => {
    const routes = appRoutes();
    // The listing reached the whole app (a pattern route stands for all its processors or coins).
    expect(routes.length).toBeGreaterThan(100);
    const uncovered = routes.filter((route) => !ALL_CALLS.some((call) => matches(call, route))).map((route) => `${route.method} ${route.path}`);
    const unrouted = ALL_CALLS.filter((call) => !routes.some((route) => matches(call, route))).map((call) => `${call.method} ${call.path}`);
    expect(uncovered).toEqual([]);
    expect(unrouted).toEqual([]);
  });

  it('documents every call in API.md under its capability', () => {
    const bySection = sections();
    const keys = Object.keys(CONTRACT);
    expect(bySection.map((section) => section.capability).filter((key) => key !== null).sort()).toEqual([...keys].sort());
    const missing: string[] = [];
    for (const [capability, calls] of Object.entries(CONTRACT)) {
      const section = bySection.find((candidate) => candidate.capability === capability);
      const patterns = documentedPaths(section?.text ?? '');
      for (const call of calls) {
        const path = samplePath(call.path);
        if (!patterns.some((pattern) => pattern.test(path))) missing.push(`${capability}: ${call.method} ${call.path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents no call that is not in the contract (a route removed or renamed leaves no page behind)', () => {
    const samples = ALL_CALLS.map((call) => samplePath(call.path));
    const stale: string[] = [];
    for (const section of sections().filter((candidate) => candidate.capability !== null)) {
      const paths = [...section.text.matchAll(/`(?:(?:GET|POST) )?(\/(?:api|upload)[^`\s?]*)/g)].map((match) => match[1] ?? '');
      for (const [index, pattern] of documentedPaths(section.text).entries()) {
        const documented = paths[index] ?? '';
        // `/api/` alone names the API's prefix in prose, not a call.
        if (documented.endsWith('/')) continue;
        // Either a call's sample fits the documented pattern (`/api/{coin}/pay`), or the documented address is one a
        // call's parameter takes (`/api/pg/support` under `/api/pg/:name`).
        const asked = documented.replace(/\{([^}|\\]*)[^}]*\}/g, (_all, first: string) => first.replace(/[^\w-]/g, '') || 'x1');
        const known = samples.some((sample) => pattern.test(sample)) || ALL_CALLS.some((call) => pathPattern(call.path).test(asked));
        if (!known) stale.push(`${section.capability}: ${documented}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('knows every body field API.md documents', () => {
    const unknown: string[] = [];
    for (const section of sections()) {
      for (const row of section.text.matchAll(/^\| `(GET|POST) (\/(?:api|upload)[^`?\s]*)[^|]*\| `\{([^`]*)\}`/gm)) {
        const [, method = '', documented = '', body = ''] = row;
        const path = samplePath(documented.replace(/\{([^}|]*)[^}]*\}/g, '$1'));
        const call = ALL_CALLS.find((candidate) => candidate.method === method && pathPattern(candidate.path).test(path));
        if (!call) continue;
        const names = [...body.replace(/\([^)]*\)|"[^"]*"|\{[^}]*\}/g, '').matchAll(/(\w+)\??/g)].map((match) => match[1] ?? '');
        for (const name of names) if (!call.inputFields.includes(name)) unknown.push(`${method} ${documented}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('answers a body field of the wrong kind with the field, before the route runs', async () => {
    const { app } = await signedInTrader(server, { label: 'contract' });
    const wrong: string[] = [];
    for (const call of ALL_CALLS) {
      const [name] = call.inputFields;
      if (call.method !== 'POST' || name === undefined) continue;
      const reply = await app.send(samplePath(call.path), { method: 'POST', json: { [name]: { not: { text: true } } } });
      const body: unknown = await reply.json().catch(() => null);
      if (reply.status !== 200 || !isFieldRefusal(body, name)) wrong.push(`${call.path} → ${reply.status} ${JSON.stringify(body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers every reading call in the shape the client checks', async () => {
    const { app } = await signedInTrader(server, { label: 'contract-reads' });
    const off: string[] = [];
    for (const [path, body] of Object.entries(READS)) {
      const call = ALL_CALLS.find((candidate) => candidate.path === path);
      if (!call?.checkReply) {
        off.push(`${path}: no reply schema`);
        continue;
      }
      const reply = await (body === null ? app.send(path) : app.send(path, { method: 'POST', json: body }));
      const payload: unknown = await reply.json();
      const checked = call.checkReply(payload);
      if (reply.status !== 200 || !checked.ok) off.push(`${path} → ${reply.status} ${checked.ok ? '' : checked.field} ${JSON.stringify(payload).slice(0, 160)}`);
    }
    expect(off).toEqual([]);
  });
});

/** Calls that only read: each is asked as a fresh trader would, and its reply must pass the schema the client checks. */
const READS: Readonly<Record<string, unknown>> = {
  '/api/csrf': null, '/api/config': null, '/api/fraud/user': {}, '/api/us/documents': {}, '/api/funding/limits': {}, '/api/triggers/cards': {},
  '/api/triggers/exchange': {}, '/api/us/pending': {}, '/api/us/history': {}, '/api/us/reports/totals': {}, '/api/us/notifications': {},
  '/api/signals': {}, '/api/kayako/init': {}, '/api/kayako/list': {}, '/api/news/rss': {}, '/api/tourney/current': {}, '/api/tourney/last': {},
  '/api/offers/current': {}, '/api/chat/balance': {}, '/api/chat/token': {}, '/api/chat/history': {}, '/api/triggers/last_host': {},
  '/api/calendar': { from: Date.UTC(2026, 10, 23), to: Date.UTC(2026, 10, 30) }, '/api/us/refferal': { action: 'show' },
  '/api/us/2fa': {}, '/api/us/passkeys': {}, '/api/us/sessions': {},
};

function isFieldRefusal(body: unknown, field: string): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const reply = body as Record<string, unknown>;
  return reply.return === false && reply.code === 'field.invalid' && reply.field === field && typeof reply.message === 'string' && reply.message.includes(field);
}
