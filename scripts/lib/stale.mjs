// When do the production client (dist/) and server (dist-server/) need a rebuild? Shared by everything that serves
// them: the e2e harness, the benchmark and `npm start`, so they agree. Rule: a build output is missing, or any build
// input is newer than the oldest build output.
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

/** What the server build (scripts/build-server.mjs) reads, and what it leaves behind. */
export const SERVER_BUILD_INPUTS = ['server', 'common', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
export const SERVER_BUILD_OUTPUTS = ['dist-server/main.mjs', 'dist-server/page/platform.js'];

function staleReason(root, inputs, outputs) {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const path = join(root, output);
    if (!existsSync(path)) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, statSync(path).mtimeMs);
  }
  for (const input of inputs) {
    const path = join(root, input);
    if (existsSync(path) && newestMtime(path) > oldestOutput) return `${input} changed since the last build`;
  }
  return null;
}

/** @returns {string | null} why dist/ is stale, or null when it is up to date */
export function clientBuildStaleReason(root) {
  return staleReason(root, BUILD_INPUTS, BUILD_OUTPUTS);
}

/** @returns {string | null} why dist-server/ is stale, or null when it is up to date */
export function serverBuildStaleReason(root) {
  return staleReason(root, SERVER_BUILD_INPUTS, SERVER_BUILD_OUTPUTS);
}

export function isClientBuildStale(root) {
  return clientBuildStaleReason(root) !== null;
}
