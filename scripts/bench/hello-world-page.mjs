// The React hello-world served over HTTP on a free port (gzip, like the app's server), so Lighthouse scores it in
// the same run, machine and browser as the signed-in home: the app's score read beside React's floor.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildHelloWorldDist } from './hello-world.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function serveHelloWorld(repoRoot) {
  const { outDir, dispose } = await buildHelloWorldDist(repoRoot);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = gzipSync(readFileSync(file));
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        dispose();
      }),
  };
}
