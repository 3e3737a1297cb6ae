#!/usr/bin/env node
// `npm start`: builds the client and the server when dist/ or dist-server/ is missing or older than its sources (the
// rule in lib/stale.mjs, shared with the e2e harness and the benchmark), then runs the built server in the foreground.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { clientBuildStaleReason, serverBuildStaleReason } from './lib/stale.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function run(args) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const reason = clientBuildStaleReason(ROOT);
if (reason !== null) {
  console.info(`Building the client (${reason})…`);
  const code = await run([join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build']);
  if (code !== 0) {
    console.error('The client build failed; not starting the server.');
    process.exit(code);
  }
}

const serverReason = serverBuildStaleReason(ROOT);
if (serverReason !== null) {
  console.info(`Building the server (${serverReason})…`);
  await buildServer(ROOT);
}

// Plain node on the built JavaScript, one process, so signals reach the server directly.
const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'dist-server', 'main.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of FORWARDED) {
  // A terminal's Ctrl-C reaches the server too (same process group); it shuts down once either way.
  process.on(signal, () => server.kill(signal));
}
server.on('error', (error) => {
  console.error(`could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
