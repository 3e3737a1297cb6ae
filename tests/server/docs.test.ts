import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

// The docs a newcomer reads say what the server does: every sandbox control is in docs/sandbox.md and every one
// documented there exists; the README links only to what a clone of the repository holds.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** `/sandbox/invoice/:guid` and `/sandbox/invoice/{guid}` alike: each parameter as `{}`. */
const shape = (path: string) => path.replace(/:\w+/g, '{}').replace(/\{[^}]*\}/g, '{}');

describe('docs/sandbox.md', () => {
  it('documents every sandbox control, and none that is gone', () => {
    const routes = new Set(server.app.routes.filter((route) => route.path.startsWith('/sandbox/') && route.method !== 'ALL').map((route) => `${route.method} ${shape(route.path)}`));
    const doc = read('docs/sandbox.md');
    const documented = new Set([...doc.matchAll(/`(GET|POST) (\/sandbox\/[^`\s?]*)/g)].map(([, method = '', path = '']) => `${method} ${shape(path)}`));
    // The processors' own pages are where a payment sends the trader's browser: the doc names them in prose.
    const pages = [...routes].filter((route) => /\/sandbox\/(?:3ds|pay|skrill)\//.test(route));
    for (const page of pages) expect(doc, page).toContain(page.split(' ')[1]?.replace('{}', '').replace(/\/$/, '') ?? '');
    expect([...routes].filter((route) => !documented.has(route) && !pages.includes(route))).toEqual([]);
    expect([...documented].filter((route) => !routes.has(route))).toEqual([]);
  });
});

describe('the README', () => {
  it('links only to files the repository holds', () => {
    const readme = read('README.md');
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)\)/g)].map(([, target = '']) => target).filter((target) => !/^[a-z]+:/.test(target));
    const mentioned = [...readme.matchAll(/`(\.\.\/[^`]+)`/g)].map(([, path = '']) => path);
    expect(mentioned, 'paths outside the repository').toEqual([]);
    expect(targets.filter((target) => !existsSync(new URL(`../../${target}`, import.meta.url)))).toEqual([]);
  });
});
