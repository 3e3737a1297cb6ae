import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The platform page is another origin and cannot load the app's stylesheet, so platform.css repeats the design
// tokens it uses. This keeps each repeated one equal to the app's (src/styles/tokens.css).
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

function customProperties(css: string): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Map([...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
}

describe('platform stylesheet', () => {
  it('uses the app’s design tokens with the app’s values', () => {
    const app = customProperties(read('src/styles/tokens.css'));
    const platform = customProperties(read('server/platform/page/platform.css'));
    const shared = [...platform.keys()].filter((name) => app.has(name));
    expect(shared.length).toBeGreaterThanOrEqual(15);
    for (const name of shared) expect([name, platform.get(name)]).toEqual([name, app.get(name)]);
  });
});
