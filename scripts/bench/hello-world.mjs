// Baseline for the JS budget: a React hello-world built with the repo's own Vite and React, in a temp dir outside
// the repo (node_modules symlinked), so the app's bytes can be read as a multiple of React's floor.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { gzipSize } from './stats.mjs';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Hello</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

const MAIN_JSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>Hello, world</h1>
  </StrictMode>,
);
`;

function jsFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsFiles(path));
    else if (/\.m?js$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Builds the hello-world into a temp dir; returns its dist folder and a function that removes the dir. */
export async function buildHelloWorldDist(repoRoot) {
  const dir = mkdtempSync(join(tmpdir(), 'trader-bench-hello-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, 'main.jsx'), MAIN_JSX);
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const outDir = join(dir, 'dist');
    mkdirSync(outDir);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      // Same output settings as the app (vite.config.ts).
      build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
    });
    return { outDir, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** @returns {Promise<{ files: { name: string, bytes: number, gzip: number }[], bytes: number, gzip: number }>} */
export async function buildHelloWorld(repoRoot) {
  const { outDir, dispose } = await buildHelloWorldDist(repoRoot);
  try {
    const files = jsFiles(outDir).map((path) => {
      const body = readFileSync(path);
      return { name: path.slice(outDir.length + 1), bytes: body.length, gzip: gzipSize(body) };
    });
    return {
      files,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    };
  } finally {
    dispose();
  }
}
