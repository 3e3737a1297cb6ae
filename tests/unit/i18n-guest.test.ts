import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { coreSubset, guestSubset, isGuestKey, isLaterKey } from '@/i18n/guest-keys';
import { filesUnder } from './source-files';

// Everything the guest screens render from: if it asks for a string outside the guest subset, the login path
// would show a raw key.
const GUEST_SOURCES = ['src/features/auth', 'src/app/layouts', 'src/ui', 'src/lib/validation.ts', 'src/app/App.tsx', 'src/app/pwa/UpdateChrome.tsx'];

function keysUsedIn(source: string): string[] {
  const literal = [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  const template = [...source.matchAll(/\bt\(\s*`([a-z_]+\.)\$\{/g)].map((match) => `${match[1] ?? ''}*`);
  const keyed = [...source.matchAll(/\b(?:key|label|labelKey|titleKey)\s*:\s*'([a-z_]+\.[a-z_.]+)'/g)].map((match) => match[1] ?? '');
  return [...literal, ...template, ...keyed];
}

describe('guest strings subset', () => {
  it('covers every key the guest screens ask for', () => {
    const used = GUEST_SOURCES.flatMap((path) => filesUnder(path))
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

// The later strings (support, withdrawal, verification widgets, tournaments, affiliate, offers, chat, settings) load only with their own lazy chunks: anything else
// asking for one would show a raw key until some later screen happened to load them.
const LATER_FEATURES = ['src/features/security', 'src/features/support', 'src/features/withdrawal', 'src/features/verification', 'src/features/tourney', 'src/features/affiliate', 'src/features/offers', 'src/features/chat', 'src/features/settings'];

describe('core strings subset', () => {
  it('leaves out only strings that the later features alone ask for', () => {
    const elsewhere = filesUnder('src')
      .filter((file) => /\.tsx?$/.test(file) && !LATER_FEATURES.some((dir) => file.startsWith(dir)))
      .flatMap((file) => keysUsedIn(readFileSync(file, 'utf8')).map((key) => ({ file, key })));
    expect(elsewhere.filter(({ key }) => isLaterKey(key.replace(/\*$/, 'x')))).toEqual([]);
  });

  it('covers what the shell shows of a later feature: the folded chat on home', () => {
    const keys = keysUsedIn(readFileSync('src/features/chat/ChatDock.tsx', 'utf8'));
    expect(keys).toContain('chat.title');
    expect(keys.filter((key) => isLaterKey(key))).toEqual([]);
  });

  it('is everything else, values kept as is', () => {
    const core = coreSubset(en);
    expect(core['layout.balance']).toBe(en['layout.balance']);
    expect(core['nav.tournaments']).toBe(en['nav.tournaments']);
    expect(core['chat.title']).toBe(en['chat.title']);
    expect(core['chat.send']).toBeUndefined();
    expect(Object.keys(core).length + Object.keys(en).filter(isLaterKey).length).toBe(Object.keys(en).length);
  });
});
