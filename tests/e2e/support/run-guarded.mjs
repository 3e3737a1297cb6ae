#!/usr/bin/env node
// `node run-guarded.mjs <command> [args…]`: runs the command and stops it when this guard's stdin closes, i.e. when
// the process that started us exits for any reason (even SIGKILL). Keeps test servers from outliving their run.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: run-guarded.mjs <command> [args…]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  // A server that ignores SIGTERM is not allowed to linger (the reference server gives itself 10 s to close).
  setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
}

child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`run-guarded: ${error.message}`);
  process.exit(1);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
