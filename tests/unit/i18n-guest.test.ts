import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { guestSubset, isGuestKey } from '@/i18n/guest-keys';

// Everything the guest screens render from: if it asks for a string outside the guest subset, the login path
// would show a raw key.
const GUEST_SOURCES = ['src/features/auth', 'src/app/layouts', 'src/ui', 'src/lib/validation.ts', 'src/app/App.tsx', 'src/app/pwa/UpdateChrome.tsx'];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

function keysUsedIn(source: string): string[] {
  const literal = [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  const template = [...source.matchAll(/\bt\(\s*`([a-z_]+\.)\$\{/g)].map((match) => `${match[1] ?? ''}*`);
  const keyed = [...source.matchAll(/\b(?:key|label|labelKey|titleKey)\s*:\s*'([a-z_]+\.[a-z_.]+)'/g)].map((match) => match[1] ?? '');
  return [...literal, ...template, ...keyed];
}

describe('guest strings subset', () => {
  it('covers every key the guest screens ask for', () => {
    const used = GUEST_SOURCES.flatMap(files)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => keysUsedIn(readFileSync(file, 'utf8')).map((key) => ({ file, key })));
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter(({ key }) => !isGuestKey(key.replace(/\*$/, 'x')))).toEqual([]);
  });

  it('is a real subset: smaller than the file, every value kept as is', () => {
    const subset = guestSubset(en);
    expect(Object.keys(subset).length).toBeLessThan(Object.keys(en).length / 2);
    for (const [key, value] of Object.entries(subset)) expect(en[key as keyof typeof en]).toBe(value);
    expect(subset['login.submit']).toBe('Log in');
    expect(subset['layout.balance']).toBeUndefined();
  });
});
