import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../server/messages/en.ts';
import { ru } from '../../server/messages/ru.ts';

// Server messages live in one catalogue per language: the same keys and the same placeholders in each, and no
// route module keeps a table of its own (page copy stays in server/content/copy, the sandbox's words are its own).

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['messages', 'sandbox', 'copy', 'migrations'].includes(name) ? [] : serverFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('the message catalogues', () => {
  it('have the same keys and the same placeholders in every language', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    const differing = Object.entries(en).filter(([key, text]) => placeholders(text).join() !== placeholders(ru[key as keyof typeof en]).join());
    expect(differing).toEqual([]);
  });

  it('are the only place a server module keeps words in two languages', () => {
    const root = new URL('../../server', import.meta.url).pathname;
    const inline = serverFiles(root).filter((path) => /\bru:\s*['"`]/.test(readFileSync(path, 'utf8')));
    expect(inline.map((path) => path.slice(root.length + 1))).toEqual([]);
  });
});

describe('the layers', () => {
  it('leave the sandbox\'s pages to the sandbox: no production module names a /sandbox/ address', () => {
    const root = new URL('../../server', import.meta.url).pathname;
    const named = serverFiles(root)
      .filter((path) => !path.endsWith('/app.ts') && !path.endsWith('/start.ts'))
      .filter((path) => /['"`]\/sandbox\/[\w$]/.test(readFileSync(path, 'utf8')));
    expect(named.map((path) => path.slice(root.length + 1))).toEqual([]);
  });
});
