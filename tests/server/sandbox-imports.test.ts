import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The sandbox (server/sandbox/: simulated processors, chain, price walk…) stands in for third parties. Production code
// talks to their interfaces; only the composition root (server/app.ts) picks the sandbox's implementations, so with
// SANDBOX off none of it can run by accident. .oxlintrc.json forbids the imports too; this holds whatever lint runs.

const root = new URL('../../', import.meta.url).pathname;
const serverDir = join(root, 'server');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'sandbox' || name === 'migrations' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every module a file imports (static, re-exported or dynamic), as written. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1] ?? match[2] ?? '');
  return found;
}

describe('the sandbox is picked in one place', () => {
  it('no server module but server/app.ts imports from server/sandbox/', () => {
    const offenders = sources(serverDir)
      .filter((path) => relative(serverDir, path) !== 'app.ts')
      .flatMap((path) => specifiers(readFileSync(path, 'utf8')).filter((spec) => /(^|\/)sandbox\//.test(spec)).map((spec) => `${relative(root, path)} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('finds the imports it looks for (server/app.ts does import the sandbox)', () => {
    expect(specifiers(readFileSync(join(serverDir, 'app.ts'), 'utf8')).filter((spec) => spec.startsWith('./sandbox/')).length).toBeGreaterThan(0);
  });
});
