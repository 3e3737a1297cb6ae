#!/usr/bin/env node
// `npm run dev`: the reference server (API, fragments, platform host) plus Vite with hot reload on :5173, which
// proxies /api, /upload and /sandbox to the server (vite.config.ts). The browser's origin is then Vite's, so
// the server is told APP_ORIGIN=http://localhost:5173: the platform host's CORS and frame-ancestors allow it.
// Vite starts once the server answers (no proxy errors while the database opens); either process ending stops
// the other.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.PORT ?? '8080';
const VITE_PORT = '5173';
const READY_TIMEOUT_MS = 120_000;
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const children = [];
let exitCode = null;

function alive(child) {
  return child.exitCode === null && child.signalCode === null;
}

function stopAll(signal) {
  for (const child of children) if (alive(child)) child.kill(signal);
}

function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('error', (error) => {
    console.error(`dev: ${error.message}`);
    exitCode ??= 1;
    stopAll('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0);
    stopAll('SIGTERM');
    if (!children.some(alive)) process.exit(exitCode);
  });
  return child;
}

for (const signal of FORWARDED) process.on(signal, () => stopAll(signal));

const server = start(['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
  PORT,
  APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${VITE_PORT}`,
});

const started = Date.now();
for (;;) {
  if (!alive(server)) process.exit(exitCode ?? 1);
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/config`)).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - started > READY_TIMEOUT_MS) {
    console.error(`dev: the server did not answer on port ${PORT} within ${READY_TIMEOUT_MS / 1000} s`);
    stopAll('SIGTERM');
    process.exit(1);
  }
  await delay(250);
}

if (exitCode === null) {
  start([join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', VITE_PORT, '--strictPort'], {
    API_ORIGIN: process.env.API_ORIGIN ?? `http://localhost:${PORT}`,
  });
}
