import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './source-files';

// One stylesheet for the whole app (src/styles/index.css, imported by main.tsx). The build moves it to the end of the
// body (criticalCss), so a stylesheet a lazy chunk imports would land in the head before it and win no tie with the
// design system: the cascade would differ from development's.

describe('one stylesheet', () => {
  it('only main.tsx imports CSS', () => {
    const importers = filesUnder('src')
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([join('src', 'main.tsx')]);
  });

  it('index.css imports every other stylesheet', () => {
    const index = readFileSync('src/styles/index.css', 'utf8');
    const imported = [...index.matchAll(/@import '\.\/([\w-]+\.css)';/g)].map((match) => match[1]);
    const sheets = readdirSync('src/styles').filter((name) => name.endsWith('.css') && name !== 'index.css');
    expect(imported.toSorted()).toEqual(sheets.toSorted());
  });
});
