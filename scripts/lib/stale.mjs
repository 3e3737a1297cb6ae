// When does the production client (dist/) need a rebuild? Shared by everything that serves dist: the e2e
// harness, the benchmark and `npm start`, so they agree. Rule: a build output is missing, or any build input is
// newer than the oldest build output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files and folders (relative to the repo root) whose content ends up in dist/. */
export const BUILD_INPUTS = [
  'src',
  'common',
  'sw',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  // The build step vite.config.ts runs after the bundle: the compressed copies beside each file.
  'scripts/precompress.ts',
  'server/http/encoding.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** What a complete build leaves behind: the document, the worker (written last) and the web manifest. */
export const BUILD_OUTPUTS = ['dist/index.html', 'dist/sw.js', 'dist/manifest.webmanifest'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** @returns {string | null} why dist/ is stale, or null when it is up to date */
export function clientBuildStaleReason(root) {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of BUILD_OUTPUTS) {
    const path = join(root, output);
    if (!existsSync(path)) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, statSync(path).mtimeMs);
  }
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (existsSync(path) && newestMtime(path) > oldestOutput) return `${input} changed since the last build`;
  }
  return null;
}

export function isClientBuildStale(root) {
  return clientBuildStaleReason(root) !== null;
}
