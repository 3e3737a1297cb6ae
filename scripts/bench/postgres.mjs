// A PostgreSQL for the load benchmark: a fresh database in TEST_DATABASE_URL's server when it is set, otherwise a
// throw-away cluster from the local binaries (as .ci/postgres.sh does: PostgreSQL refuses root, so as root the cluster
// belongs to the postgres user). Returns { url, stop } or null when neither is available.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function localBinaries() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).toSorted((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

async function freshDatabase(serverUrl, log) {
  const name = `trader_load_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  log(`PostgreSQL: database ${name} on ${url.host}`);
  return {
    url: url.toString(),
    stop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

export async function startPostgres(log) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return freshDatabase(given, log);
  const bin = localBinaries();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'trader-load-pg-'));
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const run = (tool, args) => {
    const command = [...owner, join(bin, tool), ...args];
    const done = spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${tool} failed: ${done.stderr || done.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
  log(`PostgreSQL: throw-away cluster at 127.0.0.1:${port} (${bin})`);
  const database = await freshDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, log);
  return {
    url: database.url,
    // The postmaster: the load bench counts the CPU of its tree (every backend).
    pid: Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: async () => {
      await database.stop();
      run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
